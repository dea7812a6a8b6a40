import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useUserId } from '../../features/patients/api/patient-keys.ts';
import { NoPayment, PaymentSignIn } from '../../features/payments/components/payment-prompts.tsx';
import { PaymentStatus } from '../../features/payments/components/payment-status.tsx';
import { recordKeys } from '../../features/records/api/record-queries.ts';
import { clearStoredRecord } from '../../features/records/utils/record-session.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import { useHospitalTimeZone } from '../use-hospital-zone.ts';

function PaymentBody({ hosId, outTradeNo }: { hosId: string; outTradeNo: string }) {
  const timeZone = useHospitalTimeZone(hosId);
  const queryClient = useQueryClient();
  const userId = useUserId();
  // A final order changed its booking (paid, or cancelled when it expired): the record pages must ask again, and the
  // copy kept in session storage (SPEC §2) must not show the booking unpaid meanwhile.
  const onFinal = useCallback(
    (_state: string, appointId: string | null) => {
      if (appointId) clearStoredRecord(appointId);
      void queryClient.invalidateQueries({ queryKey: recordKeys.all(hosId, userId) });
    },
    [queryClient, hosId, userId],
  );
  return <PaymentStatus hosId={hosId} outTradeNo={outTradeNo} timeZone={timeZone} onFinal={onFinal} />;
}

/** /homepage/payment?outTradeNo= — a QR order's code while it is open and its result after (SPEC §2 login 'none'). */
export function PaymentRoute() {
  const { pathname, search } = useLocation();
  const hosId = useSessionStore((s) => s.hosId);
  const signedIn = useSessionStore((s) => s.loginUser !== null);
  const outTradeNo = useSearchParams()[0].get('outTradeNo') ?? '';
  let body = null;
  if (hosId && !outTradeNo) body = <NoPayment />;
  else if (hosId && !signedIn) body = <PaymentSignIn returnTo={pathname + search} />;
  else if (hosId) body = <PaymentBody key={`${hosId}/${outTradeNo}`} hosId={hosId} outTradeNo={outTradeNo} />;
  return <RoutePage>{body}</RoutePage>;
}

export { PaymentRoute as Component };
