import type { FastifyInstance } from 'fastify';
import { hospitalCalls as calls } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { languageOf } from '../../plugins/error-handler.ts';
import { registerCall } from '../../plugins/route.ts';
import * as service from './hospital.service.ts';

/** Hospital calls: parse → service → reply; nothing else. Content answers in the request's language. */
export function hospitalRoutes(app: FastifyInstance, db: Db) {
  const tags = ['hospital'];
  registerCall(
    app,
    'getHospitalList',
    calls.getHospitalList,
    ({ request }) => service.listHospitals(db, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getHospitalInformation',
    calls.getHospitalInformation,
    ({ params, request }) => service.getHospital(db, params.hosId, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getHospitalAreaInformation',
    calls.getHospitalAreaInformation,
    ({ query, request }) => service.listAreas(db, query.hosId, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getHospitalFunctionInformation',
    calls.getHospitalFunctionInformation,
    ({ query, request }) => service.listFunctions(db, query.hosId, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getHospitalMenuInformation',
    calls.getHospitalMenuInformation,
    ({ query, request }) => service.listMenu(db, query.hosId, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getHospitalConfigInformation',
    calls.getHospitalConfigInformation,
    ({ body, request }) => service.listConfig(db, body.hosId, body.configType, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getHospitalDigitalInformation',
    calls.getHospitalDigitalInformation,
    ({ query, request }) =>
      service.listDigital(db, query.hosId, query.typeKey, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getTipInformation',
    calls.getTipInformation,
    ({ params, request }) => service.getTip(db, params.hosId, params.id, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'getStaticCaption',
    calls.getStaticCaption,
    ({ params, request }) =>
      service.getStaticCaption(db, params.hosId, params.name, languageOf(request)),
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
