import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `text` as an image URL (drawn in the browser; nothing leaves it). */
export function useQrDataUrl(text: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!text) return setUrl(null);
    let cancelled = false;
    QRCode.toDataURL(text, { margin: 1, width: 320, errorCorrectionLevel: 'M' })
      .then((data) => !cancelled && setUrl(data))
      .catch(() => !cancelled && setUrl(null));
    return () => {
      cancelled = true;
    };
  }, [text]);
  return url;
}
