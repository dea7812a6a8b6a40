import { describe, expect, it } from 'vitest';
import {
  CARD_LOOKUP_RESULT_LABELS,
  CardType,
  CertificateType,
  DICTIONARY_CODES,
  NOTICE_TYPE_LABELS,
  NoticeType,
  PLATFORM_LABELS,
  PAY_BUSINESS_TYPE_LABELS,
  Platform,
  REGISTRATION_TYPE_LABELS,
  RELATION_LABELS,
  RegistrationType,
  Relation,
  UPLOAD_TYPE_LABELS,
  UploadType,
  certificateTypeLabel,
  certificateTypeLabels,
  isDictionaryCode,
  isEnumValue,
  isOverdue,
  labelOf,
  sexOf,
} from './enums.ts';

describe('codes', () => {
  it("keeps the contract's numbers", () => {
    expect(Relation).toEqual({ SELF: 0, PARENTS: 1, CHILD: 2, OTHER: 3, SPOUSE: 4, FRIEND: 5 });
    expect(RELATION_LABELS[Relation.SPOUSE]).toBe('spouse');
    expect(CardType.ELECTRONIC_HEALTH_CARD).toBe(6);
    expect(Platform.WECHAT_H5).toBe(4);
    expect(Platform.ALIPAY_H5).toBe(3);
    expect(NoticeType.PRE_VISIT).toBe(20);
    expect(NOTICE_TYPE_LABELS[6]).toBe('inpatient case mail (xyd)');
    expect(PAY_BUSINESS_TYPE_LABELS[11]).toBe('parking payment');
    expect(CARD_LOOKUP_RESULT_LABELS[3]).toBe('will be deactivated, please go to window');
    expect(DICTIONARY_CODES).toHaveLength(33);
  });

  it('platform codes are distinct and all labelled', () => {
    const codes = Object.values(Platform);
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(PLATFORM_LABELS).map(Number).sort()).toEqual([...codes].sort());
  });

  it("registration types 1–19 follow the contract's order", () => {
    expect(Object.values(RegistrationType)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(REGISTRATION_TYPE_LABELS[1]).toBe('alipay');
    expect(REGISTRATION_TYPE_LABELS[14]).toBe('yuanqi1');
    expect(REGISTRATION_TYPE_LABELS[19]).toBe('dw');
  });

  it('has ten distinct, labelled upload types', () => {
    const ids = Object.values(UploadType);
    expect(new Set(ids).size).toBe(10);
    for (const id of ids) expect(UPLOAD_TYPE_LABELS[id]).toBeTruthy();
  });
});

describe('sexOf', () => {
  it('maps 1 and 2, numbers or strings; everything else is unknown', () => {
    expect(sexOf(1)).toBe('male');
    expect(sexOf('2')).toBe('female');
    for (const v of [0, 3, '', ' ', null, undefined, '1a', 'male'])
      expect(sexOf(v)).toBe('unknown');
  });
});

describe('certificate type labels', () => {
  it('renames type 3 by config', () => {
    expect(certificateTypeLabel(CertificateType.FOREIGNER_RESIDENCE_PERMIT)).toBe(
      'foreigner residence permit',
    );
    expect(certificateTypeLabel(3, 'permanent residence card')).toBe('permanent residence card');
    expect(certificateTypeLabel(3, '  ')).toBe('foreigner residence permit');
    expect(certificateTypeLabels('PR card')[0]).toBe('ID card');
    expect(certificateTypeLabel('4')).toBe('HK/Macau pass');
    expect(certificateTypeLabel(9)).toBe('unknown');
  });
});

describe('helpers', () => {
  it('labelOf falls back and ignores inherited keys', () => {
    expect(labelOf(RELATION_LABELS, 0)).toBe('self');
    expect(labelOf(RELATION_LABELS, '5')).toBe('friend');
    expect(labelOf(RELATION_LABELS, 'toString')).toBe('unknown');
    expect(labelOf(RELATION_LABELS, null, '-')).toBe('-');
  });
  it('isEnumValue is strict', () => {
    expect(isEnumValue(Relation, 4)).toBe(true);
    expect(isEnumValue(Relation, '4')).toBe(false);
    expect(isEnumValue(Relation, 6)).toBe(false);
  });
  it('isOverdue and isDictionaryCode', () => {
    expect(isOverdue(1)).toBe(true);
    expect(isOverdue('1')).toBe(true);
    expect(isOverdue(0)).toBe(false);
    expect(isOverdue(undefined)).toBe(false);
    expect(isDictionaryCode('nation')).toBe(true);
    expect(isDictionaryCode('NATION')).toBe(false);
  });
});
