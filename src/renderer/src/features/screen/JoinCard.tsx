import type { ReactNode } from 'react';
import { QrCode } from '../../ui/qr/QrCode';

interface Props {
  joinUrl: string;
  /** The card's title: the quiz's in the lobby, a word for late arrivals on a break. */
  title: ReactNode;
  className?: string;
}

/** How to join: the QR code and the address spelled out (the lobby, and a break for late arrivals). */
export function JoinCard({ joinUrl, title, className = '' }: Props): React.JSX.Element {
  return (
    <section className={`card lobby__join ${className}`.trim()}>
      <h1 className="screen-title">{title}</h1>
      <div className="lobby__qr-frame">
        <QrCode value={joinUrl} alt={`QR code to join at ${joinUrl}`} className="lobby__qr" />
      </div>
      <p className="lobby__scan">Scan to join, or go to</p>
      <p className="lobby__url" data-testid="join-url">
        {joinUrl}
      </p>
    </section>
  );
}
