import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../ui/qr/QrCode';
import { WifiJoinSteps } from './venue/WifiJoinSteps';

interface Props {
  joinUrl: string;
  /** The card's title: the quiz's in the lobby, a word for late arrivals on a break. */
  title: ReactNode;
  className?: string;
  /** The venue's `WIFI:` QR text: two numbered codes instead of one (issue 18). */
  wifi?: string | null;
}

/** How to join: the QR code and the address spelled out (the lobby, and a break for late arrivals). */
export function JoinCard({ joinUrl, title, className = '', wifi = null }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  if (wifi) {
    return (
      <section className={`card lobby__join lobby__join--wifi ${className}`.trim()}>
        <h1 className="screen-title" dir="auto">
          {title}
        </h1>
        <WifiJoinSteps wifi={wifi} joinUrl={joinUrl} />
      </section>
    );
  }
  return (
    <section className={`card lobby__join ${className}`.trim()}>
      <h1 className="screen-title" dir="auto">
        {title}
      </h1>
      <div className="lobby__qr-frame">
        <QrCode value={joinUrl} alt={t('lobby.qrAlt', { url: joinUrl })} className="lobby__qr" />
      </div>
      <p className="lobby__scan">{t('lobby.scan')}</p>
      {/* An address reads left to right in every language. */}
      <p className="lobby__url" data-testid="join-url" dir="ltr">
        {joinUrl}
      </p>
    </section>
  );
}
