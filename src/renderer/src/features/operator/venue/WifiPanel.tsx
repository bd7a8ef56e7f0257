import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WIFI_SECURITIES, wifiProblem, wifiQrText, type WifiSettings } from '@shared/model/wifiQr';
import { QrCode } from '../../../ui/qr/QrCode';
import { WifiFields } from './WifiFields';

interface Props {
  /** As saved on the server; null: none entered. */
  wifi: WifiSettings | null;
  onSave: (wifi: WifiSettings | null) => void;
  offline: boolean;
}

const EMPTY: WifiSettings = { ssid: '', password: '', security: WIFI_SECURITIES[0], hidden: false };

/** The venue's Wi-Fi: guests join it from the lobby's first QR code, the poster's and the cards'. */
export function WifiPanel({ wifi, onSave, offline }: Props): React.JSX.Element {
  const { t } = useTranslation('operator');
  const [draft, setDraft] = useState<WifiSettings>(wifi ?? EMPTY);
  const [tried, setTried] = useState(false);
  const problem = wifiProblem(draft);
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setTried(true);
    if (problem === null) onSave(draft);
  };
  return (
    <section className="panel" aria-labelledby="venue-wifi-title" data-testid="wifi-panel">
      <h2 className="panel__title" id="venue-wifi-title">
        {t('venue.wifi.title')}
      </h2>
      <p className="panel__hint">{t('venue.wifi.intro')}</p>
      <form onSubmit={submit} noValidate>
        <WifiFields draft={draft} onChange={setDraft} problem={tried ? problem : null} />
        <div className="venue-buttons">
          <button className="button button--primary" type="submit" disabled={offline}>
            {t('venue.wifi.save')}
          </button>
          {wifi && (
            <button
              className="button button--ghost"
              type="button"
              onClick={() => onSave(null)}
              disabled={offline}
            >
              {t('venue.wifi.remove')}
            </button>
          )}
        </div>
      </form>
      {wifi ? (
        <div className="venue-wifi-saved" data-testid="wifi-saved">
          <QrCode
            value={wifiQrText(wifi)}
            alt={t('venue.wifi.qrAlt', { ssid: wifi.ssid })}
            className="venue-qr"
          />
          <p className="panel__hint">{t('venue.wifi.saved')}</p>
        </div>
      ) : (
        <p className="panel__hint">{t('venue.wifi.none')}</p>
      )}
    </section>
  );
}
