import type { FastifyInstance } from 'fastify';
import { payGatewayCalls as calls } from '@portal/shared';
import { registerCall } from '../../plugins/route.ts';
import type { SandboxGatewayParts } from './pay-gateway.ts';

/**
 * The sandbox gateway's scan page calls (no user sign-in: the unguessable token is the capability). Registered only
 * with the sandbox gateway, i.e. in demo mode (its confirm call lets anyone 'pay' an order for free).
 */
export function payGatewayRoutes(app: FastifyInstance, sandbox: SandboxGatewayParts) {
  const tags = ['paygateway'];
  registerCall(
    app,
    'getScanTransaction',
    calls.getScanTransaction,
    ({ params }) => sandbox.getScan(params.token),
    tags,
  );
  registerCall(
    app,
    'confirmScanTransaction',
    calls.confirmScanTransaction,
    ({ params }) => sandbox.confirmScan(params.token),
    tags,
  );
}
