import type { HosId } from '@portal/shared';
import '../inpatient.css';
import { PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SettlementTable } from './settlement-table.tsx';
import { StayScope } from './stay-scope.tsx';
import { useDictionary } from '../../../lib/query-kit/dictionary.ts';
import { inpatientKeys } from '../api/inpatient-keys.ts';

/**
 * /inpatient/settle-form: the stay's medical insurance
 * settlement form — the stay, the insurance type and the settlement — printable on its own (print CSS in inpatient.css).
 */
export function SettleForm({
  hosId,
  patientId,
  timeZone,
  hospitalName,
}: {
  hosId: HosId;
  patientId: string;
  timeZone: string;
  hospitalName?: string;
}) {
  const { t } = useTranslation();
  const insurance = useDictionary(hosId, 'insurance_file_code', inpatientKeys.dictionary);
  const modes = useDictionary(hosId, 'discharge_mode', inpatientKeys.dictionary);
  const label = (items: typeof insurance.data, value: string | null) =>
    value ? (items?.find((i) => i.value === value)?.label ?? value) : '';
  return (
    <StayScope
      hosId={hosId}
      patientId={patientId}
      timeZone={timeZone}
      fallback={(home) => home.current?.stayId ?? home.past[0]?.stayId ?? null}
    >
      {(s) => (
        <article className="settle-form" data-testid="settle-form">
          <Typography.Title level={3}>
            {hospitalName ? `${hospitalName} · ` : ''}
            {t('ui.settleFormTitle')}
          </Typography.Title>
          {!s.settlement && (
            <Alert
              type="info"
              showIcon
              title={t('ui.settleFormNotReady')}
              data-testid="settle-form-not-ready"
            />
          )}
          {s.settlement && s.state !== 'settled' && (
            <Alert
              type="warning"
              showIcon
              title={t('ui.settleFormProvisional')}
              style={{ marginBottom: 12 }}
            />
          )}
          <Descriptions bordered size="small" column={2} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('ui.stayPatient')}>{s.patientName}</Descriptions.Item>
            <Descriptions.Item label={t('ui.stayCardNo')}>{s.cardNoMasked}</Descriptions.Item>
            <Descriptions.Item label={t('ui.stayDept')}>{s.deptName}</Descriptions.Item>
            <Descriptions.Item label={t('ui.stayWard')}>
              {s.ward} / {s.bed}
            </Descriptions.Item>
            <Descriptions.Item label={t('ui.stayAdmittedOn')}>{s.admittedOn}</Descriptions.Item>
            <Descriptions.Item label={t('ui.stayDischargedOn')}>
              {s.dischargedOn ?? s.dischargeOrderedOn ?? ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('ui.insuranceType')}>
              {label(insurance.data, s.insuranceType)}
            </Descriptions.Item>
            <Descriptions.Item label={t('ui.dischargeMode')}>
              {label(modes.data, s.dischargeMode)}
            </Descriptions.Item>
            {s.settledAt && (
              <Descriptions.Item label={t('ui.settledAt')}>
                {s.settledAt.slice(0, 10)}
              </Descriptions.Item>
            )}
          </Descriptions>
          {s.settlement && <SettlementTable settlement={s.settlement} />}
          <div className="settle-form__actions">
            <Button
              icon={<PrinterOutlined />}
              onClick={() => window.print()}
              data-testid="print-settle-form"
              disabled={!s.settlement}
            >
              {t('ui.print')}
            </Button>
          </div>
        </article>
      )}
    </StayScope>
  );
}
