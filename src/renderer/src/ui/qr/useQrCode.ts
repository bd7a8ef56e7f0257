import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** The app's ink: the QR codes on screens match the text around them. */
const INK = '#3a2a33';

/**
 * A QR code of `text` as an SVG data URL, made in the browser: crisp on a 4K projector. `dark`: the
 * modules' colour (plain black for print).
 */
export function useQrCode(text: string | null | undefined, dark = INK): string | null {
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
      color: { dark, light: '#ffffff' },
    }).then(
      (svg) => {
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      },
      (error: unknown) => console.warn('QR code failed', error),
    );
    return () => {
      current = false;
    };
  }, [text, dark]);
  return src;
}
