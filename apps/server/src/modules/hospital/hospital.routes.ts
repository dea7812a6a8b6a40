import type { FastifyInstance } from 'fastify';
import { hospitalCalls as calls } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { registerCall } from '../../plugins/route.ts';
import * as service from './hospital.service.ts';

/** Hospital calls: parse → service → reply; nothing else. Content answers in the request's language. */
export function hospitalRoutes(app: FastifyInstance, db: Db) {
  const tags = ['hospital'];
  registerCall(
    app,
    'getHospitalList',
    calls.getHospitalList,
    ({ ctx }) => service.listHospitals(db, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getHospitalInformation',
    calls.getHospitalInformation,
    ({ ctx, params }) => service.getHospital(db, params.hosId, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getHospitalAreaInformation',
    calls.getHospitalAreaInformation,
    ({ ctx, query }) => service.listAreas(db, query.hosId, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getHospitalFunctionInformation',
    calls.getHospitalFunctionInformation,
    ({ ctx, query }) => service.listFunctions(db, query.hosId, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getHospitalMenuInformation',
    calls.getHospitalMenuInformation,
    ({ ctx, query }) => service.listMenu(db, query.hosId, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getHospitalConfigInformation',
    calls.getHospitalConfigInformation,
    ({ ctx, body }) => service.listConfig(db, body.hosId, body.configType, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getHospitalDigitalInformation',
    calls.getHospitalDigitalInformation,
    ({ ctx, query }) => service.listDigital(db, query.hosId, query.typeKey, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getTipInformation',
    calls.getTipInformation,
    ({ ctx, params }) => service.getTip(db, params.hosId, params.id, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getStaticCaption',
    calls.getStaticCaption,
    ({ ctx, params }) => service.getStaticCaption(db, params.hosId, params.name, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'getMessageCatalogue',
    calls.getMessageCatalogue,
    async ({ params, query }) => ({
      lang: query.lang,
      messages: await service.getMessages(db, params.hosId, query.lang),
    }),
    tags,
  );
}
