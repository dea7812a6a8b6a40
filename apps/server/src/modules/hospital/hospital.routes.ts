import type { FastifyInstance } from 'fastify';
import { hospitalCalls as calls } from '@portal/shared';
import type { Db } from '../../db/database.ts';
import { registerCall } from '../../plugins/route.ts';
import * as service from './hospital.service.ts';

/** SPEC §7 hospital calls: parse → service → reply; nothing else. */
export function hospitalRoutes(app: FastifyInstance, db: Db) {
  const tags = ['hospital'];
  registerCall(app, 'getHospitalList', calls.getHospitalList, () => service.listHospitals(db), tags);
  registerCall(app, 'getHospitalInformation', calls.getHospitalInformation, ({ params }) => service.getHospital(db, params.hosId), tags);
  registerCall(app, 'getHospitalAreaInformation', calls.getHospitalAreaInformation, ({ query }) => service.listAreas(db, query.hosId), tags);
  registerCall(app, 'getHospitalFunctionInformation', calls.getHospitalFunctionInformation, ({ query }) => service.listFunctions(db, query.hosId), tags);
  registerCall(app, 'getHospitalMenuInformation', calls.getHospitalMenuInformation, ({ query }) => service.listMenu(db, query.hosId), tags);
  registerCall(app, 'getHospitalConfigInformation', calls.getHospitalConfigInformation, ({ body }) => service.listConfig(db, body.hosId, body.configType), tags);
  registerCall(app, 'getHospitalDigitalInformation', calls.getHospitalDigitalInformation, ({ query }) => service.listDigital(db, query.hosId, query.typeKey), tags);
  registerCall(app, 'getTipInformation', calls.getTipInformation, ({ params }) => service.getTip(db, params.hosId, params.id), tags);
  registerCall(app, 'getStaticCaption', calls.getStaticCaption, ({ params }) => service.getStaticCaption(db, params.hosId, params.name), tags);
  registerCall(app, 'getMessageCatalogue', calls.getMessageCatalogue, async ({ params, query }) => ({
    lang: query.lang,
    messages: await service.getMessages(db, params.hosId, query.lang),
  }), tags);
}
