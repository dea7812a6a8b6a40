import type { Bill } from '@portal/shared';

export const billOf = (over: Partial<Bill> = {}): Bill => ({
  billId: 'B1',
  patientId: 'p1',
  deptName: 'Cardiology',
  doctorName: 'Li Wei',
  issuedAt: '2026-11-23T01:30:00Z',
  amount: 18_050,
  state: 'unpaid',
  paidAt: null,
  paidBy: null,
  payingOutTradeNo: null,
  items: [
    { name: 'Echocardiogram', spec: '', quantity: 1, unit: 'test', price: 18_000, amount: 18_000 },
    { name: 'Aspirin', spec: '100 mg × 30', quantity: 1, unit: 'box', price: 50, amount: 50 },
  ],
  ...over,
});
