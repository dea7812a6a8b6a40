import { describe, expect, it } from 'vitest';
import { decryptBody, encryptBody } from '@portal/shared';
import { env } from '../../../lib/env.ts';
import { transmitFeeBody } from './get-reg-fee.ts';

/** Reads the four transmit fields back with the browser's own XML parser. */
function fieldsOf(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const text = (name: string) => doc.querySelector(`Request > ${name}`)?.textContent;
  return {
    root: doc.documentElement.nodeName,
    PatId: text('PatId'),
    PlatformId: text('PlatformId'),
    PlatformUserId: text('PlatformUserId'),
    ScheduleItemCode: text('ScheduleItemCode'),
  };
}

describe('transmitFeeBody (ordinaryTransmitLogin)', () => {
  it('is the record’s XML encrypted with the portal key: it decrypts and parses back to the same fields', async () => {
    const { payload } = await transmitFeeBody({ patientId: 'p-42', schId: 'R001-20301107' }, 'u-7');
    const xml = await decryptBody(payload, env.encryptKey);
    expect(typeof xml).toBe('string');
    expect(fieldsOf(xml as string)).toEqual({
      root: 'Request',
      PatId: 'p-42',
      PlatformId: '8',
      PlatformUserId: 'u-7',
      ScheduleItemCode: 'R001-20301107',
    });
    expect(xml).not.toMatch(/<!DOCTYPE/i);
  });

  it('escapes markup in a value, so a value can never add an element or an entity', async () => {
    const { payload } = await transmitFeeBody(
      { patientId: 'a</PatId><PatId>b&c"\'', schId: 's1' },
      'u1',
    );
    const xml = String(await decryptBody(payload, env.encryptKey));
    expect(xml).toContain('<PatId>a&lt;/PatId&gt;&lt;PatId&gt;b&amp;c&quot;&apos;</PatId>');
    expect(fieldsOf(xml).PatId).toBe('a</PatId><PatId>b&c"\'');
  });

  it('is unreadable without the key, and a fresh IV makes each body different', async () => {
    const a = await transmitFeeBody({ patientId: 'p1', schId: 's1' }, 'u1');
    const b = await transmitFeeBody({ patientId: 'p1', schId: 's1' }, 'u1');
    expect(a.payload).not.toBe(b.payload);
    await expect(decryptBody(a.payload, 'another-key-of-sufficient-length')).rejects.toThrow();
    expect(
      await decryptBody((await encryptBody('x', env.encryptKey)).payload, env.encryptKey),
    ).toBe('x');
  });
});
