import type { HosId } from '@portal/shared';
import { Skeleton } from 'antd';
import { useEncodedQr } from '../api/get-payment.ts';

/** A real, scannable QR code of the open order (the scan page's address). */
export function QrCodeImage({
  hosId,
  outTradeNo,
  alt,
  size = 232,
}: {
  hosId: HosId;
  outTradeNo: string;
  alt: string;
  size?: number;
}) {
  const qr = useEncodedQr(hosId, outTradeNo);
  // Until this order's code arrives, a placeholder: never a stale code for another order.
  if (!qr.data) return <Skeleton.Node active style={{ width: size, height: size }} />;
  return (
    <img
      className="qr-code"
      src={qr.data.image}
      alt={alt}
      width={size}
      height={size}
      data-testid="pay-qr-code"
      data-qr-content={qr.data.Data}
    />
  );
}
