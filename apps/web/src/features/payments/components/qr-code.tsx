import { Skeleton } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The QR as an SVG data URL: sharp at any size, and no canvas needed (the tests' DOM has none). */
export async function qrImageUrl(content: string): Promise<string> {
  const svg = await QRCode.toString(content, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A real, scannable QR code of `content` (the scan page's address, SPEC §3 Pay response `Data`). */
export function QrCodeImage({ content, alt, size = 232 }: { content: string; alt: string; size?: number }) {
  const [image, setImage] = useState<{ content: string; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    void qrImageUrl(content).then((url) => {
      if (current) setImage({ content, url });
    });
    return () => {
      current = false;
    };
  }, [content]);

  // Until the code for THIS content is drawn, a placeholder: never a stale code for another order.
  if (image?.content !== content) return <Skeleton.Node active style={{ width: size, height: size }} />;
  return <img className="qr-code" src={image.url} alt={alt} width={size} height={size} data-testid="pay-qr-code" data-qr-content={content} />;
}
