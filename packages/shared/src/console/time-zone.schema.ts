import { z } from 'zod';

/**
 * An IANA time zone name the runtime knows (Asia/Shanghai, Europe/London…): a hospital's facts and a new hospital's.
 * Apart from settings.schema.ts, which carries both patient catalogues, so the staff pages that read it do not.
 */
export const timeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return zone.includes('/') || zone === 'UTC';
    } catch {
      return false;
    }
  }, 'not an IANA time zone');
