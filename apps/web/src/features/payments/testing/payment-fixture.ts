import type { PayOrder } from '@portal/shared';

export const SCAN_URL = 'http://portal.test/hos/ui/scan/payment/tok_0123456789abcdef';

export const orderOf = (over: Partial<PayOrder> = {}): PayOrder => ({
  outTradeNo: 'PM42',
  state: 'paying',
  amount: 5000,
  appointId: 'A1',
  qrContent: SCAN_URL,
  channel: 'sandbox',
  paidAt: null,
  purpose: 'registration',
  receipt: null,
  billId: null,
  ...over,
});

export const parametersOf = () => ({
  accountId: '',
  cardNo: 'c1',
  cardType: '',
  dataType: '',
  deptId: 'card',
  deptName: 'Cardiology',
  doctorId: 'd1',
  doctorName: 'Li Ming',
  extendInfo: JSON.stringify({
    appointId: 'A1',
    schDate: '2026-11-23',
    noonCode: '1',
    schTime: '08:30-08:45',
  }),
  noticeType: '1',
  patientId: 'p1',
  patientIdCard: '',
  patientName: 'Zhang San',
  patientPhone: '',
  payType: 'self',
  platformId: '8',
  platformUserId: 'u1',
  projectType: 'pc',
  totalFee: '5000',
  payAccountNo: '',
});
