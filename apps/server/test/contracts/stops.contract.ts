import type { HosId } from '@portal/shared';
import { expect, it } from 'vitest';
import type { HisAdapter } from '../../src/his/his.ts';
import type { HisSessionStop } from '../../src/his/stops.ts';
import { hosIdOf } from '@portal/shared';

/**
 * The HIS contract for stopped sessions (docs/architecture.md#the-his-is-an-adapter), asserted only through the interface: a runner stops
 * the sessions of `stopsContractData` in its HIS by its own means — `main` at `hosId`, `other` at `otherHosId`,
 * hospitals of their own that hold no other stop — in the order listed, then calls `stopsContract` in a describe block.
 */
export interface ContractStop {
  doctorId: string;
  date: string;
  noonCode: string;
  reason: string;
}
export interface StopsContractData {
  main: ContractStop[];
  other: ContractStop[];
}

/** `main`: three stops of two doctors, one in the past of `fromDate`; `other`: a doctor id and day that also occur in `main`. */
export function stopsContractData(tag: string): StopsContractData {
  const stop = (
    doctor: string,
    date: string,
    noonCode: string,
    reason = 'the doctor is ill',
  ): ContractStop => ({ doctorId: `${tag}${doctor}`, date, noonCode, reason });
  return {
    main: [
      stop('p1', '2030-03-04', '1'),
      stop('p2', '2030-03-01', '2', 'training day'),
      stop('p1', '2030-02-27', '1'),
    ],
    other: [stop('p1', '2030-03-04', '1', 'closed')],
  };
}

export interface StopsContractContext {
  his: HisAdapter;
  hosId: HosId;
  otherHosId: HosId;
  data: StopsContractData;
}

const plain = (s: HisSessionStop): ContractStop => ({
  doctorId: s.doctorId,
  date: s.date,
  noonCode: s.noonCode,
  reason: s.reason,
});

export function stopsContract(ctx: () => StopsContractContext) {
  it('lists the stops of sessions from the given day on, in stop order, each with its own key and time', async () => {
    const { his, hosId, data } = ctx();
    const got = await his.sessionStops.list(hosId, '2030-02-28');
    expect(got.map(plain)).toEqual(data.main.slice(0, 2));
    expect(new Set(got.map((s) => s.stopId)).size).toBe(2);
    for (const s of got) expect(s.stoppedAt).toBeInstanceOf(Date);
    const times = got.map((s) => s.stoppedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('includes the stops of the given day itself', async () => {
    const { his, hosId, data } = ctx();
    expect((await his.sessionStops.list(hosId, '2030-02-27')).map(plain)).toEqual(data.main);
    expect(await his.sessionStops.list(hosId, '2030-03-05')).toEqual([]);
  });

  it('each hospital answers its own stops; an unknown hospital has none', async () => {
    const { his, otherHosId, data } = ctx();
    expect((await his.sessionStops.list(otherHosId, '2030-01-01')).map(plain)).toEqual(data.other);
    expect(await his.sessionStops.list(hosIdOf('9999999999'), '2030-01-01')).toEqual([]);
  });
}
