import { PAGE_CONFIG_GROUPS, type HosId } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PayOrder, PayPurpose } from '@portal/shared';
import { useLocation, useSearchParams } from 'react-router';
import { useUserId } from '../../lib/user-key.ts';
import { NoPayment, PaymentSignIn } from '../../features/payments/components/payment-prompts.tsx';
import { PaymentStatus } from '../../features/payments/components/payment-status.tsx';
import { useConfigGroups } from '../../features/hospitals/api/get-config.ts';
import { useHospital } from '../../features/hospitals/api/get-hospital.ts';
import { bookingChanged } from '../../lib/booking/booking-cache.ts';
import { useRecord } from '../../lib/booking/use-record.ts';
import { RecordPayDeadline } from '../../components/pay-deadline/pay-deadline.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';
import { PURPOSE_VIEWS } from './payment-purposes.tsx';

function PaymentBody({ hosId, outTradeNo }: { hosId: HosId; outTradeNo: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  const queryClient = useQueryClient();
  const userId = useUserId();
  const hospitalName = useHospital(hosId).data?.hosName;
  // A final order changed what it paid for: every page showing it must ask again, without a reload — the booking (paid,
  // or cancelled when it expired; a gap top-up moves it and the card), then what its purpose names.
  const onFinal = useCallback(
    (_state: string, appointId: string | null, purpose: PayPurpose) => {
      if (appointId) bookingChanged(queryClient, hosId, userId, { appointId });
      PURPOSE_VIEWS[purpose].changed?.({ queryClient, hosId, userId });
    },
    [queryClient, hosId, userId],
  );
  // A paid top-up shows its printable receipt and the recharge pages; a bill, the way back to the bills.
  const resultParts = useCallback(
    (order: PayOrder) =>
      PURPOSE_VIEWS[order.purpose].resultParts?.(order, { timeZone, hospitalName }) ?? null,
    [timeZone, hospitalName],
  );
  const renderDeadline = useCallback(
    (appointId: string) => (
      <BookingDeadline hosId={hosId} appointId={appointId} timeZone={timeZone} />
    ),
    [hosId, timeZone],
  );
  return (
    <PaymentStatus
      hosId={hosId}
      outTradeNo={outTradeNo}
      timeZone={timeZone}
      onFinal={onFinal}
      renderDeadline={renderDeadline}
      resultParts={resultParts}
    />
  );
}

/** The booking's pay deadline, from its record and the hospital config. */
function BookingDeadline({
  hosId,
  appointId,
  timeZone,
}: {
  hosId: HosId;
  appointId: string;
  timeZone: string;
}) {
  const record = useRecord(hosId, appointId);
  const config = useConfigGroups(hosId, PAGE_CONFIG_GROUPS.appointment);
  const { refetch } = record;
  const refresh = useCallback(() => void refetch(), [refetch]);
  if (!record.data || record.isPlaceholderData || !config.data) return null;
  return (
    <RecordPayDeadline
      record={record.data}
      hosId={hosId}
      config={config.data}
      timeZone={timeZone}
      onPassed={refresh}
    />
  );
}

/** /homepage/payment?outTradeNo= — a QR order's code while it is open and its result after. */
export function PaymentRoute() {
  const { pathname, search } = useLocation();
  const hosId = useSessionStore((s) => s.hosId);
  const signedIn = useSessionStore((s) => s.loginUser !== null);
  const outTradeNo = useSearchParams()[0].get('outTradeNo') ?? '';
  let body = null;
  if (hosId && !outTradeNo) body = <NoPayment />;
  else if (hosId && !signedIn) body = <PaymentSignIn returnTo={pathname + search} />;
  else if (hosId)
    body = <PaymentBody key={`${hosId}/${outTradeNo}`} hosId={hosId} outTradeNo={outTradeNo} />;
  return <RoutePage>{body}</RoutePage>;
}

export { PaymentRoute as Component };
