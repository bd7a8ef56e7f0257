import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../ui/qr/QrCode';

interface Props {
  joinUrl: string;
  /** The card's title: the quiz's in the lobby, a word for late arrivals on a break. */
  title: ReactNode;
  className?: string;
}

/** How to join: the QR code and the address spelled out (the lobby, and a break for late arrivals). */
export function JoinCard({ joinUrl, title, className = '' }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
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
