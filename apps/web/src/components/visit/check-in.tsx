import { Button, Statistic } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkInCalls, type AppointmentRecordDetail, type HosId } from '@portal/shared';
import { callApi } from '../../lib/api-client.ts';
import { bookingKeys } from '../../lib/booking/booking-cache.ts';
import { useUserId } from '../../lib/user-key.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { ActionError } from '../form-error/action-error.tsx';

/** How often the queue position is asked again while shown ('updating live'). */
export const QUEUE_REFRESH_MS = 15_000;

/**
 * Check-in, shared by the record page and the visit timeline: 'check in' where the server's shared rule
 * allows it (actions.checkIn), and once checked in (hosState 3) the queue number, the number being called and the
 * people ahead, asked again every QUEUE_REFRESH_MS.
 */
export function CheckIn({
  record: r,
  allowed,
}: {
  record: AppointmentRecordDetail;
  allowed: boolean;
}) {
  const hosId = useSessionStore((s) => s.hosId);
  const userId = useUserId();
  if (!hosId) return null;
  if (r.state === '1' && r.hosState === '3')
    return <QueuePosition hosId={hosId} userId={userId} appointId={r.appointId} />;
  return allowed ? <CheckInButton hosId={hosId} userId={userId} appointId={r.appointId} /> : null;
}

/** One booking of the signed-in user. */
interface BookingOf {
  hosId: HosId;
  userId: string;
  appointId: string;
}

function CheckInButton({ hosId, userId, appointId }: BookingOf) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const checkIn = useMutation({
    // One Idempotency-Key for the request and every retry of it: a double click checks in once.
    mutationFn: () =>
      callApi(checkInCalls.checkIn, { body: { hosId, appointId }, idempotent: true }),
    // The booking now shows hosState 3 (or why not): the user's booking queries are asked again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all(hosId, userId) }),
  });
  return (
    <>
      <Button
        type="primary"
        data-testid="check-in"
        loading={checkIn.isPending}
        onClick={() => checkIn.mutate()}
      >
        {t('ui.checkIn')}
      </Button>
      <ActionError action={checkIn} textTestId="check-in-error" />
    </>
  );
}

function QueuePosition({ hosId, userId, appointId }: BookingOf) {
  const { t } = useTranslation();
  const queue = useQuery({
    // Under the booking's own key: the user's, so signing out forgets it, and asked again with the booking.
    queryKey: [...bookingKeys.record(hosId, userId, appointId), 'queue'],
    queryFn: () => callApi(checkInCalls.getQueuePosition, { query: { hosId, appointId } }),
    refetchInterval: QUEUE_REFRESH_MS,
    enabled: hosId !== '' && userId !== '',
  });
  if (!queue.data) return <span data-testid="checked-in">{t('ui.checkedIn')}</span>;
  const { queueNo, calling, ahead } = queue.data;
  return (
    <div className="visit-queue" data-testid="queue-position" style={{ display: 'flex', gap: 32 }}>
      <Statistic
        title={t('ui.queueNo')}
        value={queueNo ?? 0}
        valueRender={() => <span data-testid="queue-no">{queueNo ?? '—'}</span>}
      />
      <Statistic
        title={t('ui.queueCalling')}
        value={calling}
        valueRender={() => <span data-testid="queue-calling">{calling === 0 ? '—' : calling}</span>}
      />
      <Statistic
        title={t('ui.queueAhead')}
        value={ahead}
        valueRender={() => <span data-testid="queue-ahead">{ahead}</span>}
      />
    </div>
  );
}
