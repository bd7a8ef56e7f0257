import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** A QR code of `text` as an SVG data URL, made in the browser: crisp on a 4K projector. */
export function useQrCode(text: string | null | undefined): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!text) {
      setSrc(null);
      return undefined;
    }
    let current = true;
    QRCode.toString(text, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
      color: { dark: '#3a2a33', light: '#ffffff' },
    }).then(
      (svg) => {
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      },
      (error: unknown) => console.warn('QR code failed', error),
    );
    return () => {
      current = false;
    };
  }, [text]);
  return src;
}
