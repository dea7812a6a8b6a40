import { Button, Card, Empty, Modal, Popconfirm, Space, Table, Tag, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language, PhysicalBooking, PhysicalMember, HosId } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatFen } from '../../../lib/money.ts';
import { paymentPath } from '../../../lib/paths.ts';
import { useCancelPhysical, usePayPhysical } from '../api/physical-actions.ts';
import { usePhysicalBookings } from '../api/get-physical-data.ts';
import { ReportView } from './report-view.tsx';
import { ActionError } from '../../../components/form-error/action-error.tsx';

const STATUS_COLOR: Record<PhysicalMember['status'], string> = {
  unpaid: 'processing',
  paid: 'success',
  reported: 'green',
  cancelled: 'default',
  expired: 'default',
  refunded: 'warning',
};

export function StatusTag({ status }: { status: PhysicalMember['status'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="physical-status" data-status={status}>
      {t(`ui.physicalStatus.${status}`)}
    </Tag>
  );
}

interface Props {
  hosId: HosId;
  timeZone: string;
  kind?: PhysicalBooking['kind'];
}

/**
 * The account's physical-exam bookings (or only its groups), newest first — package, date, who, price
 * and payment; Pay while unpaid, with the deadline it expires at unless paid (payBy, in the hospital's zone), Cancel
 * (confirmed) before the exam date, and each person's report once it is ready.
 */
export function BookingList({ hosId, timeZone, kind }: Props) {
  const { t } = useTranslation();
  const bookings = usePhysicalBookings(hosId);
  const cancel = useCancelPhysical(hosId);
  const [report, setReport] = useState<{ bookingId: string; row: number; name: string } | null>(
    null,
  );
  if (bookings.isError) return <Empty description={errorText(bookings.error, timeZone)} />;
  const shown = (bookings.data ?? []).filter((b) => !kind || b.kind === kind);
  if (bookings.data && shown.length === 0)
    return (
      <Empty
        className="page-empty"
        description={
          <span data-testid="physical-bookings-empty">{t('ui.physicalNoBookings')}</span>
        }
      />
    );
  return (
    <div className="physical-bookings" data-testid="physical-bookings">
      <ActionError action={cancel} timeZone={timeZone} testId="physical-cancel-error" />
      {shown.map((b) => (
        <BookingCard
          key={b.bookingId}
          booking={b}
          hosId={hosId}
          timeZone={timeZone}
          onReport={(row, name) => setReport({ bookingId: b.bookingId, row, name })}
          onCancel={() => cancel.mutate(b.bookingId)}
          cancelling={cancel.isPending && cancel.variables === b.bookingId}
        />
      ))}
      <Modal
        open={report !== null}
        onCancel={() => setReport(null)}
        footer={null}
        destroyOnHidden
        width={720}
        title={report ? t('ui.physicalReportOf', { name: report.name }) : ''}
      >
        {report ? (
          <ReportView
            hosId={hosId}
            bookingId={report.bookingId}
            row={report.row}
            timeZone={timeZone}
          />
        ) : null}
      </Modal>
    </div>
  );
}

interface CardProps {
  booking: PhysicalBooking;
  hosId: HosId;
  timeZone: string;
  onCancel: () => void;
  cancelling: boolean;
  onReport: (row: number, name: string) => void;
}

function BookingCard({ booking: b, hosId, timeZone, onCancel, cancelling, onReport }: CardProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const pay = usePayPhysical(hosId);
  const paid = b.payment?.state === 'paid';
  return (
    <Card
      size="small"
      className="physical-booking"
      data-testid={`physical-booking-${b.bookingId}`}
      data-kind={b.kind}
      title={
        <span>
          {b.packageName} · {b.examDate}
        </span>
      }
      extra={<StatusTag status={b.personStatus} />}
    >
      <p>
        {b.kind === 'group'
          ? `${t('ui.physicalMembers')}: ${b.places}`
          : `${t('ui.physicalPerson')}: ${b.patientName}`}
        {' · '}
        <span data-testid="physical-booking-amount">
          {t('ui.physicalTotal')}: {formatFen(b.amount)}
        </span>
      </p>
      {b.kind === 'group' ? (
        <Table
          size="small"
          rowKey="row"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={b.members}
          data-testid="physical-members"
          columns={[
            { title: t('ui.physicalRow'), dataIndex: 'row' },
            { title: t('ui.physicalField.name'), dataIndex: 'name' },
            { title: t('ui.physicalField.certNo'), dataIndex: 'certNo' },
            { title: t('ui.physicalField.phone'), dataIndex: 'phone' },
            {
              title: t('ui.physicalState'),
              key: 'status',
              render: (_: unknown, m: PhysicalMember) => (
                <Space>
                  <StatusTag status={m.status} />
                  {m.status === 'reported' ? (
                    <Button size="small" onClick={() => onReport(m.row, m.name)}>
                      {t('ui.physicalViewReport')}
                    </Button>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      ) : null}
      <ActionError action={pay} timeZone={timeZone} />
      <Space wrap>
        {b.status === 'booked' && !paid ? (
          <Button
            type="primary"
            data-testid="physical-pay"
            loading={pay.isPending}
            onClick={() =>
              pay.mutate(b, { onSuccess: (outTradeNo) => void navigate(paymentPath(outTradeNo)) })
            }
          >
            {t('ui.physicalPay')}
          </Button>
        ) : null}
        {b.payBy ? (
          <span data-testid="physical-pay-by" data-pay-by={b.payBy}>
            {t('ui.physicalPayBy', {
              time: formatDateTime(b.payBy, timeZone, i18n.language as Language),
            })}
          </span>
        ) : null}
        {b.kind === 'single' && b.personStatus === 'reported' ? (
          <Button data-testid="physical-view-report" onClick={() => onReport(0, b.patientName)}>
            {t('ui.physicalViewReport')}
          </Button>
        ) : null}
        {b.status === 'booked' && b.personStatus !== 'reported' ? (
          <Popconfirm
            title={t('ui.physicalCancel')}
            description={paid ? formatFen(b.amount) : undefined}
            okText={t('ui.physicalCancel')}
            onConfirm={onCancel}
            okButtonProps={{ 'data-testid': 'physical-cancel-ok' } as ButtonProps}
          >
            <Button danger data-testid="physical-cancel" loading={cancelling}>
              {t('ui.physicalCancel')}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
    </Card>
  );
}
