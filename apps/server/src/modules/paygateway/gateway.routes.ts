import type { FastifyInstance } from 'fastify';
import { payGatewayCalls as calls } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { registerCall } from '../../plugins/route.ts';
import { confirmScan, getScan } from './gateway.service.ts';

/** The sandbox gateway's scan page calls (no user sign-in: the unguessable token is the capability). */
export function payGatewayRoutes(app: FastifyInstance, db: Db) {
  const tags = ['paygateway'];
  registerCall(app, 'getScanTransaction', calls.getScanTransaction, ({ params }) => getScan(db, params.token), tags);
  registerCall(app, 'confirmScanTransaction', calls.confirmScanTransaction, ({ params }) => confirmScan(db, params.token), tags);
}
