import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hostBridge } from '@shared/model/hostBridge';
import { QrCode } from '../../../ui/qr/QrCode';

/** The operator-key QR code hides itself again after this long. */
export const OPERATOR_QR_SHOWN_MS = 60_000;

/**
 * The operator link as a QR code, to run the game from a second device such as a phone. The code holds
 * the operator key: hidden until asked for, and only for a minute.
 */
export function OperatorLinkQr({ operatorLink }: { operatorLink: string }): React.JSX.Element {
  const [qrShown, setQrShown] = useState(false);
  // Refused: the desktop app reports the big screen on this display (`network.sharedDisplay` says so).
  const [refused, setRefused] = useState(false);
  const { t } = useTranslation('operator');
  useEffect(() => {
    if (!qrShown) return undefined;
    const timer = window.setTimeout(() => setQrShown(false), OPERATOR_QR_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [qrShown]);
  const showQr = (): void => {
    // In the desktop app the main process knows where the big screen is; a browser cannot tell.
    if (hostBridge()?.sharesDisplayWithBigScreen?.()) {
      setRefused(true);
      return;
    }
    setRefused(false);
    setQrShown(true);
  };

  if (qrShown) {
    return (
      <div className="operator-link">
        <div className="operator-link__code">
          <QrCode value={operatorLink} alt={t('network.qrAlt')} className="operator-link__qr" />
          <button className="button button--small" type="button" onClick={() => setQrShown(false)}>
            {t('network.hide')}
          </button>
        </div>
        <p className="panel__hint">{t('network.shownHint')}</p>
      </div>
    );
  }
  return (
    <div className="operator-link operator-link--hidden">
      <p className="panel__hint">{t('network.hiddenHint')}</p>
      <button className="button button--small" type="button" onClick={showQr}>
        {t('network.showQr')}
      </button>
      <p className="panel__hint panel__hint--warning" role="status">
        {refused ? t('network.sharedDisplay') : null}
      </p>
    </div>
  );
}
