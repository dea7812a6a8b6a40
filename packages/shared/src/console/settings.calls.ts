import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import {
  saveSettingBody,
  settingParams,
  settingSchema,
  settingVersionParams,
  settingVersionSummarySchema,
} from './settings.schema.ts';

/** The settings editors' calls (modules/settings). Who may send each: CONSOLE_CALL_ACCESS. */
export const settingsCalls = {
  getSetting: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/settings/:kind',
    params: settingParams,
    response: okEnvelope(settingSchema),
  },
  saveSetting: {
    method: 'PUT',
    path: '/console/api/hospitals/:hosId/settings/:kind',
    params: settingParams,
    body: saveSettingBody,
    response: okEnvelope(settingSchema),
  },
  listSettingVersions: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/settings/:kind/versions',
    params: settingParams,
    response: okEnvelope(z.array(settingVersionSummarySchema)),
  },
  getSettingVersion: {
    method: 'GET',
    path: '/console/api/hospitals/:hosId/settings/:kind/versions/:version',
    params: settingVersionParams,
    response: okEnvelope(settingSchema),
  },
  restoreSettingVersion: {
    method: 'POST',
    path: '/console/api/hospitals/:hosId/settings/:kind/versions/:version/restore',
    params: settingVersionParams,
    response: okEnvelope(settingSchema),
  },
} as const;

/** The logo upload (multipart, one image): answers the stored file's path for the facts document. */
export const LOGO_UPLOAD_PATH = '/console/api/hospitals/:hosId/logo';
