import type { AppointmentRecordDetail } from '@portal/shared';

/** A record as the server answers it (valid, unpaid, ¥25.00, payable and cancellable); override what a test needs. */
export const recordOf = (over: Partial<AppointmentRecordDetail> = {}): AppointmentRecordDetail => ({
  appointId: 'A1', appointNo: '20261123-003', state: '1', hosState: '0', isDopay: '0', isToday: '0', regFee: 2500, schDate: '2026-11-23', schTime: '08:30-08:45', schId: 's1',
  noonCode: '1', opTime: '2026-11-21T05:00:00Z', patientCardId: 'c1', patientId: 'p1', patientName: 'Zhang San', patientPhone: '138****0001',
  deptId: 'card', deptName: 'Cardiology', doctorId: 'd1', doctorName: 'Li Ming', doctorTitle: 'chief', hosArea: '1', candidateFlag: '0', outCardSerial: '', seq: 3,
  cancelledAt: null, cancelReason: null, paidAt: null, payMethod: null, refund: null, qrOrderNo: null, actions: { pay: true, cancel: true, delete: false }, ...over,
});
