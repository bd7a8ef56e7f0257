import { useTranslation } from 'react-i18next';
import { parseWifiQrText } from '@shared/model/wifiQr';
import { QrCode } from '../../ui/qr/QrCode';

/** Plain black modules on paper: the most reliable to scan from across a room. */
export const POSTER_QR_INK = '#000000';

/** The poster's first code: the venue's Wi-Fi, its name and password written out for those who type. */
export function PosterWifiCode({ wifi }: { wifi: string }): React.JSX.Element {
  const { t } = useTranslation('screen');
  const settings = parseWifiQrText(wifi);
  return (
    <section className="poster-code" aria-labelledby="poster-wifi">
      <h2 className="poster-code__title" id="poster-wifi">
        {t('venue.wifiStep')}
      </h2>
      <QrCode
        value={wifi}
        alt={t('venue.wifiQrAlt', { ssid: settings?.ssid ?? '' })}
        className="poster-code__qr"
        dark={POSTER_QR_INK}
      />
      <p className="poster-code__text">
        {t('venue.network')}: <bdi>{settings?.ssid}</bdi>
      </p>
      {settings && settings.security !== 'nopass' ? (
        <p className="poster-code__text">
          {t('venue.password')}: <bdi dir="ltr">{settings.password}</bdi>
        </p>
      ) : (
        <p className="poster-code__text">{t('venue.openNetwork')}</p>
      )}
    </section>
  );
}
