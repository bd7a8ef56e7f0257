import { useTranslation } from 'react-i18next';
import { GameState } from '@shared/model/gameState';
import type { ScreenView } from '@shared/wire/payloads';
import { QrCode } from '../../../ui/qr/QrCode';
import './venue.css';

/**
 * During the game (after the lobby, before the podium) unless the operator hid it; not on a break, whose
 * card already shows how to join. From the podium on nobody can join any more.
 */
export function showsCornerQr(view: Pick<ScreenView, 'state' | 'breakMessage' | 'venue'>): boolean {
  return (
    view.venue.cornerQr &&
    view.breakMessage === null &&
    view.state > GameState.NEW &&
    view.state < GameState.SHOW_FINAL_RESULTS_SHOW_0
  );
}

/** A small QR code and the address in a corner of the big screen, for guests who arrive late. */
export function CornerJoinQr({ joinUrl }: { joinUrl: string }): React.JSX.Element | null {
  const { t } = useTranslation('screen');
  if (!joinUrl) return null;
  return (
    <aside className="corner-qr" aria-label={t('venue.cornerJoin')} data-testid="corner-qr">
      <QrCode value={joinUrl} alt={t('venue.cornerAlt', { url: joinUrl })} className="corner-qr__code" />
      <p className="corner-qr__text">
        <span className="corner-qr__label">{t('venue.cornerJoin')}</span>
        <span className="corner-qr__url" dir="ltr">
          {joinUrl}
        </span>
      </p>
    </aside>
  );
}
