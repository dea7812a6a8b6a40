import { Alert, Button, Statistic } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkInCalls, type AppointmentRecordDetail } from '@portal/shared';
import { callApi } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { useSessionStore } from '../../stores/session-store.ts';

/** How often the queue position is asked again while shown (issue 13: 'updating live'). */
export const QUEUE_REFRESH_MS = 15_000;

/**
 * Issue 13 check-in, shared by the record page and the visit timeline: 'check in' where the server's shared rule
 * allows it (actions.checkIn), and once checked in (hosState 3) the queue number, the number being called and the
 * people ahead, asked again every QUEUE_REFRESH_MS.
 */
export function CheckIn({ record: r, allowed }: { record: AppointmentRecordDetail; allowed: boolean }) {
  const hosId = useSessionStore((s) => s.hosId) ?? '';
  if (r.state === '1' && r.hosState === '3') return <QueuePosition hosId={hosId} appointId={r.appointId} />;
  return allowed ? <CheckInButton hosId={hosId} appointId={r.appointId} /> : null;
}

function CheckInButton({ hosId, appointId }: { hosId: string; appointId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const checkIn = useMutation({
    // One Idempotency-Key for the request and every retry of it: a double click checks in once.
    mutationFn: () => callApi(checkInCalls.checkIn, { body: { hosId, appointId }, idempotent: true }),
    // The booking now shows hosState 3 (or why not): every cached booking query is asked again — their keys all
    // hold the 'booking' segment (bookingKeys in lib/booking/booking-cache.ts).
    onSettled: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes('booking') }),
  });
  return (
    <>
      <Button type="primary" data-testid="check-in" loading={checkIn.isPending} onClick={() => checkIn.mutate()}>
        {t('ui.checkIn')}
      </Button>
      {checkIn.isError ? <Alert type="error" showIcon title={<span data-testid="check-in-error">{errorText(checkIn.error)}</span>} /> : null}
    </>
  );
}

function QueuePosition({ hosId, appointId }: { hosId: string; appointId: string }) {
  const { t } = useTranslation();
  const queue = useQuery({
    queryKey: ['queue', hosId, appointId],
    queryFn: () => callApi(checkInCalls.getQueuePosition, { query: { hosId, appointId } }),
    refetchInterval: QUEUE_REFRESH_MS,
    enabled: hosId !== '',
  });
  if (!queue.data) return <span data-testid="checked-in">{t('ui.checkedIn')}</span>;
  const { queueNo, calling, ahead } = queue.data;
  return (
    <div className="visit-queue" data-testid="queue-position" style={{ display: 'flex', gap: 32 }}>
      <Statistic title={t('ui.queueNo')} value={queueNo ?? 0} valueRender={() => <span data-testid="queue-no">{queueNo ?? '—'}</span>} />
      <Statistic title={t('ui.queueCalling')} value={calling} valueRender={() => <span data-testid="queue-calling">{calling === 0 ? '—' : calling}</span>} />
      <Statistic title={t('ui.queueAhead')} value={ahead} valueRender={() => <span data-testid="queue-ahead">{ahead}</span>} />
    </div>
  );
}
