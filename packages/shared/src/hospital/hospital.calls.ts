import { z } from 'zod';
import { okEnvelope } from '../api/envelope.ts';
import {
  areaSchema,
  configItemSchema,
  digitalItemSchema,
  functionModuleSchema,
  hosIdSchema,
  hospitalSchema,
  hospitalSummarySchema,
  languageSchema,
  menuGroupSchema,
  staticCaptionNameSchema,
  tipInfoSchema,
} from './hospital.schema.ts';

/** Comma-separated lists in a query or body ("GLOBAL,HOMEPAGE"): trimmed, empty parts dropped, at least one. */
/** getHospitalConfigInformation's body, shared by the plain call and its encrypted twin. */
const configBody = () =>
  z.object({
    hosId: hosIdSchema,
    configType: commaList,
    platformType: z.string().max(16).optional(),
    projectType: z.string().max(16).optional(),
  });

const commaList = z
  .string()
  .max(500)
  .transform((s) =>
    s
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(64)).min(1));

/**
 * The hospital calls. Each entry is the whole contract of one call: its path, its operationId
 * (the spec's call name) and its zod request/response schemas, shared by server and web.
 */
export const hospitalCalls = {
  getHospitalList: {
    method: 'GET',
    path: '/hospital/api/hospital/list',
    response: okEnvelope(z.array(hospitalSummarySchema)),
  },
  getHospitalInformation: {
    method: 'GET',
    path: '/hospital/api/hospital/info/:hosId',
    params: z.object({ hosId: hosIdSchema }),
    response: okEnvelope(hospitalSchema),
  },
  getHospitalAreaInformation: {
    method: 'GET',
    path: '/hospital/api/area/list',
    query: z.object({ hosId: hosIdSchema }),
    response: okEnvelope(z.array(areaSchema)),
  },
  getHospitalFunctionInformation: {
    method: 'GET',
    path: '/hospital/api/function/list',
    query: z.object({
      hosId: hosIdSchema,
      projectType: z.string().max(16).optional(),
      platformType: z.string().max(16).optional(),
    }),
    response: okEnvelope(z.array(functionModuleSchema)),
  },
  getHospitalMenuInformation: {
    method: 'GET',
    path: '/hospital/api/menu/list',
    query: z.object({ hosId: hosIdSchema }),
    response: okEnvelope(z.array(menuGroupSchema)),
  },
  getHospitalConfigInformation: {
    method: 'POST',
    path: '/platform/api/config/list',
    body: configBody(),
    response: okEnvelope(z.array(configItemSchema)),
  },
  /** "URLs containing 'encrypt'": the same call with an AES-GCM body and response (see body-crypto.ts). */
  getHospitalConfigInformationEncrypted: {
    method: 'POST',
    path: '/platform/api/encrypt/config/list',
    body: configBody(),
    response: okEnvelope(z.array(configItemSchema)),
  },
  getHospitalDigitalInformation: {
    method: 'GET',
    path: '/hospital/api/digital/list',
    query: z.object({ hosId: hosIdSchema, typeKey: commaList }),
    response: okEnvelope(z.array(digitalItemSchema)),
  },
  getTipInformation: {
    method: 'GET',
    path: '/messagemanager/api/hos_guide/note/:hosId/:id',
    params: z.object({ hosId: hosIdSchema, id: z.string().regex(/^[\w-]{1,64}$/, 'C019') }),
    response: okEnvelope(tipInfoSchema),
  },
  getStaticCaption: {
    method: 'GET',
    path: '/static/captions/:hosId/:name',
    params: z.object({ hosId: hosIdSchema, name: staticCaptionNameSchema }),
    query: z.object({ t: z.coerce.number().int().nonnegative().optional() }),
    response: okEnvelope(z.unknown()),
  },
  getMessageCatalogue: {
    method: 'GET',
    path: '/platform/api/messages/:hosId',
    params: z.object({ hosId: hosIdSchema }),
    query: z.object({ lang: languageSchema.default('en-US') }),
    response: okEnvelope(
      z.object({ lang: languageSchema, messages: z.record(z.string(), z.string()) }),
    ),
  },
  getIp: {
    method: 'POST',
    path: '/platform/api/getIp',
    response: okEnvelope(z.string()),
  },
} as const;
