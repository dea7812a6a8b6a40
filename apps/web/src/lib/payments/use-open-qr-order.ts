import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { paymentPath } from '../paths.ts';

/** A mutation that opens a QR order and answers its outTradeNo. */
interface OpensQrOrder<V> {
  mutate: (
    variables: V,
    options: { onSuccess: (outTradeNo: string) => void; onSettled: () => void },
  ) => void;
}

/**
 * Opening a QR order (a fee by QR, a top-up) once, then its payment page: a second click before React re-renders with
 * the mutation pending must not open a second order.
 */
export function useOpenQrOrder<V>(mutation: OpensQrOrder<V>): (variables: V) => void {
  const navigate = useNavigate();
  const opening = useRef(false);
  return (variables) => {
    if (opening.current) return;
    opening.current = true;
    mutation.mutate(variables, {
      onSuccess: (outTradeNo) => void navigate(paymentPath(outTradeNo)),
      onSettled: () => {
        opening.current = false;
      },
    });
  };
}
