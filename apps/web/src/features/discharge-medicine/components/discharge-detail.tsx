import '../../../components/medicine-sheet/medicine-sheet.css';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DischargeMedicine, HosId } from '@portal/shared';
import { QueryDetail } from '../../../components/query-list/query-detail.tsx';
import { MedicineSheet } from '../../../components/medicine-sheet/medicine-sheet.tsx';
import { useDischarge } from '../api/discharge-queries.ts';
import { MedicineDrug } from '../../../components/medicine-sheet/medicine-drug.tsx';

interface DischargeDetailViewProps {
  hosId: HosId;
  stayId: string;
  timeZone: string;
  hospitalName?: string;
  /** The list to go back to (with its filters). */
  backTo: string;
}

/** /query/discharge-medicine/detail?stayId=: the stay and the medicines to take at home, printable. */
export function DischargeDetailView({
  hosId,
  stayId,
  timeZone,
  hospitalName,
  backTo,
}: DischargeDetailViewProps) {
  const { t } = useTranslation();
  return (
    <QueryDetail
      query={useDischarge(hosId, stayId)}
      errorTestId="discharge-error"
      timeZone={timeZone}
    >
      {(d) => (
        <MedicineSheet
          backTo={backTo}
          backLabel={t('ui.backToDischarges')}
          testId="discharge"
          hospitalName={hospitalName}
          title={t('ui.dischargeMedicineTitle')}
          facts={[
            { key: 'patient', label: t('ui.patient'), value: d.patientName },
            { key: 'dept', label: t('ui.department'), value: d.deptName },
            { key: 'admitted', label: t('ui.admittedOn'), value: d.admittedOn },
            { key: 'discharged', label: t('ui.dischargedOn'), value: d.dischargedOn },
            { key: 'doctor', label: t('ui.doctor'), value: d.doctorName },
            {
              key: 'diagnosis',
              label: t('ui.dischargeDiagnosis'),
              value: d.dischargeDiagnosis,
              wide: true,
            },
          ]}
        >
          <h3 className="medicine-sheet__section">{t('ui.medicinesToTakeHome')}</h3>
          <Table<DischargeMedicine & { seq: number }>
            data-testid="discharge-medicines"
            className="medicine-items"
            // The position in the discharge order is the key (a drug may be listed twice).
            rowKey="seq"
            size="small"
            pagination={false}
            // No horizontal scroll: the instructions wrap in their column rather than hide off to the side.
            dataSource={d.medicines.map((m, seq) => ({ ...m, seq }))}
            locale={{ emptyText: t('ui.noDischargeMedicines') }}
            columns={[
              {
                key: 'drug',
                title: t('ui.drug'),
                render: (_, m) => <MedicineDrug testId="discharge-medicine-drug" drug={m} />,
              },
              {
                key: 'dose',
                title: t('ui.dose'),
                dataIndex: 'dose',
                className: 'medicine-list__nowrap',
              },
              { key: 'frequency', title: t('ui.frequency'), dataIndex: 'frequency' },
              { key: 'days', title: t('ui.days'), align: 'right', dataIndex: 'days' },
              {
                key: 'quantity',
                title: t('ui.quantity'),
                dataIndex: 'quantity',
                className: 'medicine-list__nowrap',
              },
              {
                key: 'instructions',
                title: t('ui.instructionsForUse'),
                render: (_, m) => (
                  <span
                    className="medicine-items__note"
                    data-testid="discharge-medicine-instructions"
                  >
                    {m.instructions || '—'}
                  </span>
                ),
              },
            ]}
          />
        </MedicineSheet>
      )}
    </QueryDetail>
  );
}
