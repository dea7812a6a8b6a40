import type { Patient } from '@portal/shared';

/** A linked patient as the server lists it (masked identifiers, an outpatient card); override what a test needs. */
export const patientOf = (over: Partial<Patient> = {}): Patient => ({
  patientId: 'p1',
  defaultState: '1',
  patientName: 'Wang Jianguo',
  certType: 0,
  patientIdCardNo: '330***********0314',
  patientPhone: '138****0001',
  relation: 0,
  sex: 1,
  birthDate: '1986-04-15',
  outCardNo: '6200001',
  outCardId: 'c1',
  patOutCardNoEncrypt: 'enc',
  overdueState: '0',
  inCardNo: '',
  inCardId: '',
  patInCardNoEncrypt: '',
  inOverdueState: '0',
  cardTypeName: '',
  cardInName: '',
  socialSecurityCardNo: '',
  ...over,
});
