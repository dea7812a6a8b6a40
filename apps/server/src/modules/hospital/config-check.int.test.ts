import { hosIdOf } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { warnConfigProblems } from './config-check.service.ts';

/** The start-up check of stored configuration against the registry (docs/configuration.md). */
let t: TestApp;
const ODD = hosIdOf('1093');
beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insertInto('hospital')
    .values({ hos_id: ODD, hos_name: 'Odd Clinic', logo: null, theme: '{}' })
    .execute();
  await t.db
    .insertInto('config_item')
    .values(
      [
        ['APPOINTMENT', 'maxOpenBooking', '3'], // a typo of maxOpenBookings
        ['APPOINTMENT', 'releaseTime', '8 am'], // not 'HH:mm'
        ['GLOBAL', 'maxPatients', '4'], // belongs to PATIENT
        ['LOGIN', 'loginModes', 'sms'], // fine
      ].map(([configType, configKey, configValue]) => ({
        hos_id: ODD,
        config_type: configType!,
        config_key: configKey!,
        config_value: configValue!,
      })),
    )
    .execute();
});
afterAll(async () => t.close());

async function warnings() {
  const lines: { obj: object; msg: string }[] = [];
  await warnConfigProblems(t.db, { warn: (obj, msg) => lines.push({ obj, msg }) });
  return lines;
}

describe('start-up configuration check', () => {
  it('warns once for a hospital, naming its unknown key, the key in another group and the malformed value', async () => {
    const odd = (await warnings()).filter((l) => l.msg.includes(ODD));
    expect(odd).toHaveLength(1);
    expect(odd[0]!.msg).toBe(
      `Hospital ${ODD} configuration: unknown keys maxOpenBooking; ` +
        'keys in another group maxPatients (GLOBAL, expected PATIENT); ' +
        'values that do not parse, so the default is used: releaseTime',
    );
    expect(odd[0]!.obj).toEqual({
      hosId: ODD,
      unknownKeys: ['maxOpenBooking'],
      wrongGroup: ['maxPatients (GLOBAL, expected PATIENT)'],
      malformed: ['releaseTime'],
    });
  });

  it('says nothing of the demo hospitals, whose configuration the registry knows', async () => {
    expect((await warnings()).filter((l) => !l.msg.includes(ODD))).toEqual([]);
  });
});
