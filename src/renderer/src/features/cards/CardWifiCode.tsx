import { useTranslation } from 'react-i18next';
import { parseWifiQrText } from '@shared/model/wifiQr';
import { QrCode } from '../../ui/qr/QrCode';
import './CardWifiCode.css';

/** Plain black modules on paper, as the table's own code. */
const QR_INK = '#000000';

/** A table card's first code: the venue's Wi-Fi, with its name and password written out (issue 18). */
export function CardWifiCode({ wifi }: { wifi: string }): React.JSX.Element {
  const { t } = useTranslation('screen');
  const settings = parseWifiQrText(wifi);
  const ssid = settings?.ssid ?? '';
  return (
    <figure className="table-card__code">
      <figcaption className="table-card__step">{t('venue.wifiStep')}</figcaption>
      <QrCode
        value={wifi}
        alt={t('venue.wifiQrAlt', { ssid })}
        className="table-card__qr table-card__qr--pair"
        dark={QR_INK}
      />
      <p className="table-card__wifi" data-testid="card-wifi">
        <bdi>{ssid}</bdi>
        {settings && settings.security !== 'nopass' && (
          <>
            {' · '}
            <bdi dir="ltr">{settings.password}</bdi>
          </>
        )}
      </p>
    </figure>
  );
}
