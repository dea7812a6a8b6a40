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

/**
 * The logo upload (operationId uploadLogo; multipart, one image in field LOGO_FIELD, at most LOGO_MAX_BYTES): answers
 * the path the portal serves it at (LOGO_FILE_PATH), for the facts document's `logo`.
 */
export const LOGO_UPLOAD_PATH = '/console/api/hospitals/:hosId/logo';
export const LOGO_FIELD = 'file';
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const logoUploadResponse = okEnvelope(z.object({ path: z.string() }));
/** Where patients' browsers fetch an uploaded logo (public, like the hospital's other facts). */
export const LOGO_FILE_PATH = '/hospital/api/hospital/:hosId/logo/:file';
