import '../../../components/medicine-sheet/medicine-sheet.css';
import { useTranslation } from 'react-i18next';
import type { Language, HosId } from '@portal/shared';
import { QueryDetail } from '../../../components/query-list/query-detail.tsx';
import { MedicineSheet } from '../../../components/medicine-sheet/medicine-sheet.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { usePrescription } from '../api/prescription-queries.ts';
import { PrescriptionItems } from './prescription-items.tsx';
import { PrescriptionStatusTag } from './prescription-status-tag.tsx';

interface PrescriptionDetailViewProps {
  hosId: HosId;
  prescriptionId: string;
  timeZone: string;
  hospitalName?: string;
  /** The list to go back to (with its filters). */
  backTo: string;
}

/** /query/prescription/detail?prescriptionId=: the prescription as printed — header facts, drugs, total. */
export function PrescriptionDetailView({
  hosId,
  prescriptionId,
  timeZone,
  hospitalName,
  backTo,
}: PrescriptionDetailViewProps) {
  const { t, i18n } = useTranslation();
  return (
    <QueryDetail
      query={usePrescription(hosId, prescriptionId)}
      errorTestId="prescription-error"
      timeZone={timeZone}
    >
      {(p) => (
        <MedicineSheet
          backTo={backTo}
          backLabel={t('ui.backToPrescriptions')}
          testId="prescription"
          hospitalName={hospitalName}
          title={t('ui.outpatientPrescription')}
          facts={[
            { key: 'patient', label: t('ui.patient'), value: p.patientName },
            { key: 'no', label: t('ui.prescriptionNo'), value: p.prescriptionId },
            { key: 'dept', label: t('ui.department'), value: p.deptName },
            { key: 'doctor', label: t('ui.doctor'), value: p.doctorName },
            {
              key: 'issued',
              label: t('ui.issuedAt'),
              value: formatDateTime(p.issuedAt, timeZone, i18n.language as Language),
            },
            {
              key: 'state',
              label: t('ui.prescriptionStatus'),
              value: <PrescriptionStatusTag status={p.status} label={p.statusName} />,
            },
            { key: 'diagnosis', label: t('ui.diagnosis'), value: p.diagnosis, wide: true },
          ]}
        >
          <PrescriptionItems items={p.items} total={p.totalAmount} />
        </MedicineSheet>
      )}
    </QueryDetail>
  );
}
