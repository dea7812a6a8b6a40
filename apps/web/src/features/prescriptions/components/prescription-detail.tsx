import '../../../components/medicine-sheet/medicine-sheet.css';
import { Descriptions, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/shared';
import { MedicineSheetActions } from '../../../components/medicine-sheet/medicine-sheet-actions.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorText } from '../../../lib/error-text.ts';
import { usePrescription } from '../api/get-prescription.ts';
import { PrescriptionItems } from './prescription-items.tsx';
import { PrescriptionStatusTag } from './prescription-status-tag.tsx';

interface PrescriptionDetailViewProps {
  hosId: string;
  prescriptionId: string;
  timeZone: string;
  hospitalName?: string;
  /** The list to go back to (with its filters). */
  backTo: string;
}

/** /query/prescription/detail?prescriptionId= (issue 12): the prescription as printed — header facts, drugs, total. */
export function PrescriptionDetailView({ hosId, prescriptionId, timeZone, hospitalName, backTo }: PrescriptionDetailViewProps) {
  const { t, i18n } = useTranslation();
  const prescription = usePrescription(hosId, prescriptionId);
  if (prescription.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (prescription.isError) {
    return <Empty className="page-empty" description={<span data-testid="prescription-error">{errorText(prescription.error, timeZone)}</span>} />;
  }
  const p = prescription.data;
  const fact = (key: string, label: string, value: ReactNode) => ({ key, label, children: <span data-testid={`prescription-${key}`}>{value || '—'}</span> });
  return (
    <div className="medicine-detail">
      <MedicineSheetActions backTo={backTo} backLabel={t('ui.backToPrescriptions')} testId="prescription" />
      <article className="medicine-sheet" data-testid="prescription-sheet">
        <header className="medicine-sheet__head">
          {hospitalName ? <p className="medicine-sheet__hospital">{hospitalName}</p> : null}
          <h2 className="medicine-sheet__title">{t('ui.outpatientPrescription')}</h2>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              fact('patient', t('ui.patient'), p.patientName),
              fact('no', t('ui.prescriptionNo'), p.prescriptionId),
              fact('dept', t('ui.department'), p.deptName),
              fact('doctor', t('ui.doctor'), p.doctorName),
              fact('issued', t('ui.issuedAt'), formatDateTime(p.issuedAt, timeZone, i18n.language as Language)),
              fact('state', t('ui.prescriptionStatus'), <PrescriptionStatusTag status={p.status} label={p.statusName} />),
              { ...fact('diagnosis', t('ui.diagnosis'), p.diagnosis), span: 'filled' as const },
            ]}
          />
        </header>
        <PrescriptionItems items={p.items} total={p.totalAmount} />
      </article>
    </div>
  );
}
