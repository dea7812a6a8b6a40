import { describe, expect, it } from 'vitest';
import { transmitFeeFieldsSchema } from './record.schema.ts';
import { transmitFeeXml } from './transmit-fee.ts';

describe('transmitFeeXml', () => {
  it("writes the four fields in the contract's order under <Request>, with no DOCTYPE", () => {
    expect(
      transmitFeeXml({
        PatId: 'p1',
        PlatformId: '8',
        PlatformUserId: 'u1',
        ScheduleItemCode: 'R1-20300101',
      }),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Request><PatId>p1</PatId><PlatformId>8</PlatformId>' +
        '<PlatformUserId>u1</PlatformUserId><ScheduleItemCode>R1-20300101</ScheduleItemCode></Request>',
    );
  });

  it('escapes the characters XML gives a meaning to', () => {
    expect(
      transmitFeeXml({
        PatId: `<&>"'`,
        PlatformId: '8',
        PlatformUserId: 'u',
        ScheduleItemCode: 's',
      }),
    ).toContain('<PatId>&lt;&amp;&gt;&quot;&apos;</PatId>');
  });
});

describe('transmitFeeFieldsSchema', () => {
  it('accepts only the PC platform and plain ids', () => {
    const ok = { PatId: 'p1', PlatformId: '8', PlatformUserId: 'u1', ScheduleItemCode: 's1' };
    expect(transmitFeeFieldsSchema.safeParse(ok).success).toBe(true);
    expect(transmitFeeFieldsSchema.safeParse({ ...ok, PlatformId: '1' }).success).toBe(false);
    expect(transmitFeeFieldsSchema.safeParse({ ...ok, PatId: '&a;' }).success).toBe(false);
    expect(transmitFeeFieldsSchema.safeParse({ ...ok, ScheduleItemCode: '' }).success).toBe(false);
  });
});
