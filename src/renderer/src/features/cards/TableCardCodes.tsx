import { useTranslation } from 'react-i18next';
import { QrCode } from '../../ui/qr/QrCode';
import { CardWifiCode } from './CardWifiCode';

/** Plain black modules on paper: the most reliable to scan in candlelight. */
const QR_INK = '#000000';

interface Props {
  /** The table's join link. */
  link: string;
  alt: string;
  /** The venue's `WIFI:` QR text: then two numbered codes, the Wi-Fi's first (issue 18). */
  wifi: string | null;
}

/** The card's code: the table's link, or the Wi-Fi's and the table's side by side. */
export function TableCardCodes({ link, alt, wifi }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  if (!wifi) return <QrCode value={link} alt={alt} className="table-card__qr" dark={QR_INK} />;
  return (
    <div className="table-card__codes">
      <CardWifiCode wifi={wifi} />
      <figure className="table-card__code">
        <figcaption className="table-card__step">{t('venue.quizStep')}</figcaption>
        <QrCode value={link} alt={alt} className="table-card__qr table-card__qr--pair" dark={QR_INK} />
      </figure>
    </div>
  );
}
