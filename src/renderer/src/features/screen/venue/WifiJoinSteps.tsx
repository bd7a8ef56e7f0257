import { useTranslation } from 'react-i18next';
import { parseWifiQrText } from '@shared/model/wifiQr';
import { QrCode } from '../../../ui/qr/QrCode';
import './venue.css';

interface Props {
  /** The venue's `WIFI:` QR text (the network's name and password are read back out of it). */
  wifi: string;
  joinUrl: string;
}

/**
 * The lobby's two numbered codes (issue 18): "1 · Join the Wi-Fi" with the network and password written
 * out for those who type, and "2 · Open the quiz" with the address.
 */
export function WifiJoinSteps({ wifi, joinUrl }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  const settings = parseWifiQrText(wifi);
  const ssid = settings?.ssid ?? '';
  return (
    <div className="join-steps" data-testid="join-steps">
      <section className="join-step" aria-labelledby="join-step-wifi">
        <h2 className="join-step__title" id="join-step-wifi">
          {t('venue.wifiStep')}
        </h2>
        <div className="lobby__qr-frame">
          <QrCode value={wifi} alt={t('venue.wifiQrAlt', { ssid })} className="join-step__qr" />
        </div>
        <dl className="join-step__wifi">
          <div>
            <dt>{t('venue.network')}</dt>
            <dd dir="auto" data-testid="wifi-ssid-text">
              {ssid}
            </dd>
          </div>
          {settings?.security !== 'nopass' && (
            <div>
              <dt>{t('venue.password')}</dt>
              {/* A password reads left to right in every language. */}
              <dd dir="ltr" data-testid="wifi-password-text">
                {settings?.password}
              </dd>
            </div>
          )}
        </dl>
        {settings?.security === 'nopass' && <p className="join-step__note">{t('venue.openNetwork')}</p>}
        {settings?.hidden && <p className="join-step__note">{t('venue.hidden')}</p>}
      </section>
      <section className="join-step" aria-labelledby="join-step-quiz">
        <h2 className="join-step__title" id="join-step-quiz">
          {t('venue.quizStep')}
        </h2>
        <div className="lobby__qr-frame">
          <QrCode value={joinUrl} alt={t('lobby.qrAlt', { url: joinUrl })} className="join-step__qr" />
        </div>
        <p className="join-step__url" data-testid="join-url" dir="ltr">
          {joinUrl}
        </p>
      </section>
    </div>
  );
}
