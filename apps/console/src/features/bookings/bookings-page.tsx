import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Input, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { bookingCalls, refundCalls, type ConsoleBooking } from '@portal/shared/console';
import { useConsole, useHosId } from '../../app/hospital-context.tsx';
import { callApi, errorText } from '../../lib/api.ts';
import { ReasonModal } from '../refunds/reason-modal.tsx';
import './i18n.ts';

type Revealed = { patientName: string; phone: string; certNo: string };
type Order = ConsoleBooking['orders'][number];
const yuan = (fen: number) => (fen / 100).toFixed(2);
/** A booking the patient still holds (booked or pending): its paid fee can be refunded (docs/refunds.md). */
const refundable = (b: ConsoleBooking, o: Order) =>
  o.state === 'paid' && (b.state === '1' || b.state === '3') && b.hosState !== '4';

/**
 * Bookings found by appointment number, phone, trade number or full name, the patient masked; each with its payment
 * orders and every state change of each. A role that needs it shows the patient unmasked, which the patient's access
 * log records (docs/access-log.md#hospital-staff).
 */
export default function BookingsPage() {
  const { t } = useTranslation();
  const hosId = useHosId();
  const [q, setQ] = useState('');
  const found = useQuery({
    queryKey: ['console', hosId, 'bookings', q],
    queryFn: () => callApi(bookingCalls.searchBookings, { params: { hosId }, query: { q } }),
    enabled: q !== '',
  });
  return (
    <>
      <h1>{t('menu.bookings')}</h1>
      <div role="search" style={{ maxWidth: 520, marginBottom: 16 }}>
        <Input.Search
          aria-label={t('bookings.search')}
          placeholder={t('bookings.searchHint')}
          enterButton={t('bookings.find')}
          allowClear
          onSearch={(v) => setQ(v.trim())}
          loading={found.isFetching}
        />
      </div>
      {found.isError && <Alert type="error" showIcon role="alert" title={errorText(found.error)} />}
      {q !== '' && found.data && (
        <Table<ConsoleBooking>
          rowKey="appointId"
          size="small"
          dataSource={found.data}
          aria-label={t('bookings.results')}
          pagination={false}
          locale={{ emptyText: t('bookings.none') }}
          expandable={{ expandedRowRender: (b) => <BookingDetail booking={b} /> }}
          columns={[
            { title: t('bookings.number'), dataIndex: 'appointNo' },
            {
              title: t('bookings.date'),
              key: 'date',
              render: (_: unknown, b) =>
                `${b.sessionDate} · ${t(`noon.${b.noonCode}`, { defaultValue: b.noonCode })}`,
            },
            { title: t('bookings.patient'), dataIndex: 'patientName' },
            { title: t('bookings.phone'), dataIndex: 'phone' },
            {
              title: t('bookings.fee'),
              dataIndex: 'regFee',
              render: (f: number) => yuan(f),
              align: 'right',
            },
            {
              title: t('bookings.state'),
              key: 'state',
              render: (_: unknown, b) =>
                b.hosState === '4' ? (
                  <Tag color="error" variant="outlined">
                    {t('bookings.hospitalCancelled')}
                  </Tag>
                ) : (
                  <Tag variant="outlined">
                    {t(`bookings.stateName.${b.state}`, { defaultValue: b.state })}
                  </Tag>
                ),
            },
          ]}
        />
      )}
    </>
  );
}

function BookingDetail({ booking: b }: { booking: ConsoleBooking }) {
  const { t } = useTranslation();
  const { me } = useConsole();
  const hosId = useHosId();
  const { message } = App.useApp();
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [refunding, setRefunding] = useState<Order | null>(null);
  const client = useQueryClient();
  const canRefund = me.permissions.includes('refunds.manage');
  const refund = useMutation({
    mutationFn: (reason: string) =>
      callApi(refundCalls.refundBooking, {
        params: { hosId, appointId: b.appointId },
        body: { reason },
      }),
    onSuccess: (r) => {
      setRefunding(null);
      void message.success(
        t(r.outcome === 'refunded' ? 'bookings.refunded' : 'bookings.refundPending'),
      );
      void client.invalidateQueries({ queryKey: ['console', hosId] });
    },
    onError: (e) => void message.error(errorText(e)),
  });
  const reveal = useMutation({
    mutationFn: () =>
      callApi(bookingCalls.revealBookingPatient, { params: { hosId, appointId: b.appointId } }),
    onSuccess: setRevealed,
    onError: (e) => void message.error(errorText(e)),
  });
  return (
    <div>
      {me.permissions.includes('bookings.unmask') &&
        (revealed ? (
          <Descriptions
            size="small"
            column={3}
            style={{ marginBottom: 12 }}
            title={t('bookings.patientDetails')}
          >
            <Descriptions.Item label={t('bookings.patient')}>
              {revealed.patientName}
            </Descriptions.Item>
            <Descriptions.Item label={t('bookings.phone')}>{revealed.phone}</Descriptions.Item>
            <Descriptions.Item label={t('bookings.certNo')}>{revealed.certNo}</Descriptions.Item>
          </Descriptions>
        ) : (
          <p>
            <Button size="small" loading={reveal.isPending} onClick={() => reveal.mutate()}>
              {t('bookings.reveal')}
            </Button>{' '}
            <span>{t('bookings.revealLogged')}</span>
          </p>
        ))}
      {b.orders.length === 0 ? (
        <p>{t('bookings.noOrders')}</p>
      ) : (
        b.orders.map((o) => (
          <section key={o.outTradeNo} aria-label={t('bookings.orderOf', { no: o.outTradeNo })}>
            <p>
              <strong>{o.outTradeNo}</strong> · {t(`bookings.method.${o.method}`)} ·{' '}
              {yuan(o.amount)} · <Tag variant="outlined">{t(`bookings.orderState.${o.state}`)}</Tag>
              {canRefund && refundable(b, o) && (
                <>
                  {' '}
                  <Button
                    size="small"
                    danger
                    aria-label={t('bookings.refundOf', { no: o.outTradeNo })}
                    onClick={() => setRefunding(o)}
                  >
                    {t('bookings.refund')}
                  </Button>
                </>
              )}
            </p>
            <ol>
              {o.events.map((e, i) => (
                <li key={i}>
                  {new Date(e.at).toLocaleString()}:{' '}
                  {e.from ? t(`bookings.orderState.${e.from}`) : '—'} →{' '}
                  {t(`bookings.orderState.${e.to}`)}
                </li>
              ))}
            </ol>
          </section>
        ))
      )}
      <ReasonModal
        id={`refund-reason-${b.appointId}`}
        open={refunding !== null}
        title={t('bookings.refundTitle', { no: refunding?.outTradeNo ?? '' })}
        intro={t('bookings.refundIntro', { amount: yuan(refunding?.amount ?? 0) })}
        label={t('bookings.refundReason')}
        okText={t('bookings.refund')}
        pending={refund.isPending}
        onOk={(reason) => refund.mutate(reason)}
        onCancel={() => setRefunding(null)}
      />
    </div>
  );
}
