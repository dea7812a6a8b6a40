import type { HosId } from '@portal/shared';
import { expect, it } from 'vitest';
import type { HisAdapter, HisPerson } from '../../src/his/his.ts';

/**
 * The HIS contract for person records (the link proof of docs/accounts.md), like fees.contract.ts: a runner
 * loads `personContractData` into its HIS by its own means (PINs hashed its own way), then calls `personContract`
 * inside a describe block.
 */
export interface ContractPerson extends HisPerson {
  patientName: string;
  phone: string | null;
  pin?: string;
}

export interface PersonContractData {
  /** With a phone and a PIN. */
  withPin: ContractPerson;
  /** With neither. */
  bare: ContractPerson;
}

export function personContractData(tag: string): PersonContractData {
  return {
    withPin: {
      certType: 1,
      certNo: `HISPC-${tag}-A`,
      patientName: 'Person Alpha',
      phone: '13900000001',
      pin: '482913',
    },
    bare: { certType: 1, certNo: `HISPC-${tag}-B`, patientName: 'Person Beta', phone: null },
  };
}

export interface PersonContractContext {
  his: HisAdapter;
  hosId: HosId;
  otherHosId: HosId;
  data: PersonContractData;
}

const idOf = (p: HisPerson): HisPerson => ({ certType: p.certType, certNo: p.certNo });

export function personContract(ctx: () => PersonContractContext) {
  const c = () => ctx();

  it('persons.find: the registered name, the phone the hospital holds and whether a PIN is set — never the PIN', async () => {
    const { his, hosId, data } = c();
    expect(await his.persons.find(hosId, idOf(data.withPin))).toEqual({
      patientName: 'Person Alpha',
      phone: '13900000001',
      hasPin: true,
    });
    expect(await his.persons.find(hosId, idOf(data.bare))).toEqual({
      patientName: 'Person Beta',
      phone: null,
      hasPin: false,
    });
  });

  it('persons.find: undefined for an unknown person, another certificate type or another hospital', async () => {
    const { his, hosId, otherHosId, data } = c();
    expect(
      await his.persons.find(hosId, { certType: 1, certNo: `${data.withPin.certNo}-nobody` }),
    ).toBeUndefined();
    expect(
      await his.persons.find(hosId, { certType: 2, certNo: data.withPin.certNo }),
    ).toBeUndefined();
    expect(await his.persons.find(otherHosId, idOf(data.withPin))).toBeUndefined();
  });

  it('persons.verifyPin: ok for the PIN, wrong for anything else, no-pin without one, unknown without a record', async () => {
    const { his, hosId, otherHosId, data } = c();
    const person = idOf(data.withPin);
    expect(await his.persons.verifyPin(hosId, person, data.withPin.pin!)).toBe('ok');
    for (const pin of ['000000', '', `${data.withPin.pin}0`, data.withPin.pin!.slice(1)])
      expect(await his.persons.verifyPin(hosId, person, pin)).toBe('wrong');
    expect(await his.persons.verifyPin(hosId, idOf(data.bare), '482913')).toBe('no-pin');
    expect(
      await his.persons.verifyPin(hosId, { certType: 2, certNo: person.certNo }, data.withPin.pin!),
    ).toBe('unknown');
    expect(await his.persons.verifyPin(otherHosId, person, data.withPin.pin!)).toBe('unknown');
  });
}
