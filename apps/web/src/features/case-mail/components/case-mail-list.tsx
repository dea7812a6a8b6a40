import { Button, Card, Empty, Popconfirm, Space, Steps, Tag, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  canCancelCaseMail,
  type CaseMailRequest,
  type Language,
  type Patient,
  type HosId,
} from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatFen } from '../../../lib/money.ts';
import { paymentPath } from '../../../lib/paths.ts';
import { useCancelCaseMail, usePayCaseMail } from '../api/case-mail-actions.ts';
import { useCaseMails } from '../api/get-case-mail-data.ts';
import { ActionError } from '../../../components/form-error/action-error.tsx';

interface CaseMailListProps {
  hosId: HosId;
  patient: Patient;
  timeZone: string;
}

/**
 * The patient's requests, newest first — each with its stay, options, fee and payment, the records
 * office's steps as a timeline with the express tracking number once shipped; Pay while the fee is due, Cancel (after a
 * confirmation) until the copy is printed, and the refund once it is back.
 */
export function CaseMailList({ hosId, patient, timeZone }: CaseMailListProps) {
  const { t } = useTranslation();
  const requests = useCaseMails(hosId, patient.patientId);
  const cancel = useCancelCaseMail(hosId);
  if (requests.isError)
    return (
      <Empty
        className="page-empty"
        description={
          <span data-testid="case-mails-error">{errorText(requests.error, timeZone)}</span>
        }
      />
    );
  if (requests.data?.length === 0)
    return (
      <Empty
        className="page-empty"
        description={<span data-testid="case-mails-empty">{t('ui.caseMailNone')}</span>}
      />
    );
  return (
    <div className="case-mail-list" data-testid="case-mails">
      <ActionError action={cancel} timeZone={timeZone} testId="case-mail-cancel-error" />
      {(requests.data ?? []).map((r) => (
        <CaseMailCard
          key={r.requestId}
          request={r}
          hosId={hosId}
          patient={patient}
          timeZone={timeZone}
          onCancel={() => cancel.mutate(r.requestId)}
          cancelling={cancel.isPending && cancel.variables === r.requestId}
        />
      ))}
    </div>
  );
}

interface CardProps {
  request: CaseMailRequest;
  hosId: HosId;
  patient: Patient;
  timeZone: string;
  onCancel: () => void;
  cancelling: boolean;
}

export function CaseMailCard({
  request: r,
  hosId,
  patient,
  timeZone,
  onCancel,
  cancelling,
}: CardProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const pay = usePayCaseMail(hosId, patient);
  const when = (iso: string) => formatDateTime(iso, timeZone, i18n.language as Language);
  const payment = r.payment;
  const refunded = payment?.state === 'refunded' || payment?.state === 'refunding';
  return (
    <Card
      className="case-mail-card"
      data-testid={`case-mail-${r.requestId}`}
      size="small"
      title={
        <span data-testid="case-mail-subject">
          {r.kind === 'outpatient'
            ? `${t('ui.caseMailKind_outpatient')} · ${r.deptName} · ${r.visitDate} · ${r.doctorName}`
            : `${r.deptName} · ${r.admittedOn} – ${r.dischargedOn}`}
        </span>
      }
      extra={
        <Tag
          color={r.status === 'cancelled' ? 'default' : 'processing'}
          data-testid="case-mail-status"
        >
          {r.statusName}
        </Tag>
      }
    >
      <p className="case-mail-card__facts">
        {r.printingTypeName} × {r.copies} ·{' '}
        {r.delivery === 'express'
          ? t('ui.caseMailSentBy', {
              company: r.expressCompanyName,
              name: r.recipientName,
              phone: r.recipientPhone,
              address: r.address,
            })
          : t('ui.caseMailPickupAt', { desk: r.pickupAddressName })}
      </p>
      <p className="case-mail-card__fee">
        <span data-testid="case-mail-card-fee">
          {t('ui.caseMailFee', { fee: formatFen(r.fee) })}
        </span>
        {payment?.state === 'paid' ? (
          <Tag color="success" data-testid="case-mail-paid">
            {t('ui.caseMailPaid')}
          </Tag>
        ) : null}
        {refunded ? (
          <Tag color="warning" data-testid="case-mail-refunded">
            {t(payment.state === 'refunded' ? 'ui.caseMailRefunded' : 'ui.caseMailRefunding', {
              fee: formatFen(payment.amount),
            })}
          </Tag>
        ) : null}
      </p>
      {r.trackingNo ? (
        <p data-testid="case-mail-tracking">
          {t('ui.caseMailTracking', { company: r.expressCompanyName, no: r.trackingNo })}
        </p>
      ) : null}
      <Steps
        size="small"
        direction="vertical"
        current={r.steps.length - 1}
        className="case-mail-card__steps"
        data-testid="case-mail-steps"
        items={r.steps.map((s) => ({
          title: s.statusName,
          description: when(s.at),
          status: s.status === 'cancelled' ? 'error' : 'finish',
        }))}
      />
      <ActionError action={pay} timeZone={timeZone} testId="case-mail-pay-error" />
      <Space wrap>
        {r.status === 'submitted' ? (
          <Button
            type="primary"
            data-testid="case-mail-pay"
            loading={pay.isPending}
            onClick={() =>
              pay.mutate(r, { onSuccess: (outTradeNo) => void navigate(paymentPath(outTradeNo)) })
            }
          >
            {t('ui.caseMailPay')}
          </Button>
        ) : null}
        {canCancelCaseMail(r.status) ? (
          <Popconfirm
            title={t('ui.caseMailCancelConfirm')}
            description={
              payment?.state === 'paid'
                ? t('ui.caseMailCancelRefund', { fee: formatFen(payment.amount) })
                : undefined
            }
            okText={t('ui.caseMailCancel')}
            cancelText={t('ui.caseMailKeep')}
            onConfirm={onCancel}
            okButtonProps={{ 'data-testid': 'case-mail-cancel-ok' } as ButtonProps}
          >
            <Button danger data-testid="case-mail-cancel" loading={cancelling}>
              {t('ui.caseMailCancel')}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
    </Card>
  );
}
