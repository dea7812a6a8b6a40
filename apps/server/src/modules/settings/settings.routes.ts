import type { FastifyInstance } from 'fastify';
import { platformCalls, settingsCalls as calls } from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import { registerConsoleCall } from '../staff/console-call.ts';
import { staffOf } from '../staff/staff-context.ts';
import * as platform from './platform.service.ts';
import * as service from './settings.service.ts';

/** The settings editors' and onboarding calls: parse → service → reply. Who may send each: CONSOLE_CALL_ACCESS. */
export function settingsRoutes(app: FastifyInstance, db: Db) {
  registerConsoleCall(app, 'getSetting', calls.getSetting, ({ params }) =>
    service.getSetting(db, params.hosId, params.kind),
  );
  registerConsoleCall(app, 'saveSetting', calls.saveSetting, ({ params, body, request }) =>
    service.saveSetting(db, params.hosId, params.kind, body, staffOf(request)),
  );
  registerConsoleCall(app, 'listSettingVersions', calls.listSettingVersions, ({ params }) =>
    service.listVersions(db, params.hosId, params.kind),
  );
  registerConsoleCall(app, 'getSettingVersion', calls.getSettingVersion, ({ params }) =>
    service.getVersion(db, params.hosId, params.kind, params.version),
  );
  registerConsoleCall(
    app,
    'restoreSettingVersion',
    calls.restoreSettingVersion,
    ({ params, request }) =>
      service.restoreVersion(db, params.hosId, params.kind, params.version, staffOf(request)),
  );

  registerConsoleCall(
    app,
    'listConsoleHospitals',
    platformCalls.listConsoleHospitals,
    ({ request }) => platform.listConsoleHospitals(db, staffOf(request)),
  );
  registerConsoleCall(app, 'createHospital', platformCalls.createHospital, ({ body, request }) =>
    platform.createHospital(db, body, staffOf(request)),
  );
  registerConsoleCall(
    app,
    'setHospitalEnabled',
    platformCalls.setHospitalEnabled,
    ({ params, body, request }) =>
      platform.setHospitalEnabled(db, params.hosId, body.enabled, staffOf(request)),
  );
}
