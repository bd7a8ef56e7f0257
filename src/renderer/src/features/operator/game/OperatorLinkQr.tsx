import { useEffect, useState } from 'react';
import { hostBridge } from '@shared/hostBridge';
import { QrCode } from '../../../ui/qr/QrCode';

/** The operator-key QR code hides itself again after this long. */
export const OPERATOR_QR_SHOWN_MS = 60_000;

/** Said instead of showing the code when the desktop app reports the big screen on this display. */
export const SHARED_DISPLAY_NOTICE =
  'Not shown: the big screen is on this display (one screen, or a mirrored projector), so guests would see the code. Set the displays to Extend first.';

/**
 * The operator link as a QR code, to run the game from a second device such as a phone. The code holds
 * the operator key: hidden until asked for, and only for a minute.
 */
export function OperatorLinkQr({ operatorLink }: { operatorLink: string }): React.JSX.Element {
  const [qrShown, setQrShown] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (!qrShown) return undefined;
    const timer = window.setTimeout(() => setQrShown(false), OPERATOR_QR_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [qrShown]);
  const showQr = (): void => {
    // In the desktop app the main process knows where the big screen is; a browser cannot tell.
    if (hostBridge()?.sharesDisplayWithBigScreen?.()) {
      setRefusal(SHARED_DISPLAY_NOTICE);
      return;
    }
    setRefusal(null);
    setQrShown(true);
  };

  if (qrShown) {
    return (
      <div className="operator-link">
        <div className="operator-link__code">
          <QrCode value={operatorLink} alt="QR code of the operator link" className="operator-link__qr" />
          <button className="button button--small" type="button" onClick={() => setQrShown(false)}>
            Hide
          </button>
        </div>
        <p className="panel__hint">
          Scan it to run the game from another device; it hides itself after a minute. This code holds the
          operator key: do not show it to guests.
        </p>
      </div>
    );
  }
  return (
    <div className="operator-link operator-link--hidden">
      <p className="panel__hint">
        To run the game from another device (a phone or tablet), show the operator link as a QR code and scan
        it. The code holds the operator key: do not show it to guests.
      </p>
      <button className="button button--small" type="button" onClick={showQr}>
        Show operator QR code
      </button>
      <p className="panel__hint panel__hint--warning" role="status">
        {refusal}
      </p>
    </div>
  );
}
