import type { RechargeOverview, RechargeRecord } from '@portal/shared';

export const overviewOf = (
  over: Partial<RechargeOverview> = {},
  card: Partial<NonNullable<RechargeOverview['card']>> = {},
): RechargeOverview => ({
  patientId: 'p1',
  patientName: 'Wang Jianguo',
  clinicType: 1,
  card: {
    cardId: 'C1',
    cardNoMasked: '********0001',
    cardType: 1,
    cardTypeName: 'clinic card',
    state: 'normal',
    balance: 20_000,
    povertyRelief: false,
    ...card,
  },
  rules: {
    start: '07:00',
    end: '22:00',
    minYuan: 1,
    maxYuan: 5000,
    socialCapYuan: 0,
    dailyCount: 0,
    presetsYuan: [50, 100, 200],
    verifyCard: false,
  },
  todayCount: 0,
  stay: null,
  ...over,
});

export const rechargeRecordOf = (over: Partial<RechargeRecord> = {}): RechargeRecord => ({
  outTradeNo: 'PM1',
  patientId: 'p1',
  patientName: 'Wang Jianguo',
  clinicType: 1,
  cardNoMasked: '********0001',
  amount: 10_000,
  state: 'paid',
  createdAt: '2026-11-20T02:00:00Z',
  paidAt: '2026-11-20T02:01:00Z',
  balanceAfter: 30_000,
  appointId: null,
  ...over,
});
