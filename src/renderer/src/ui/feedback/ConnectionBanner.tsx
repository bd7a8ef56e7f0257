import { useTranslation } from 'react-i18next';
import type { ConnectionStatus } from '../../net/socket';
import { useLostConnection } from './useLostConnection';

export type BannerAudience = 'player' | 'screen' | 'operator';

/** How long a connection may be down before a phone or the big screen says so. */
export const LOST_AFTER_MS = 3000;

/** The English words (the operator's own hook still reads them); the banner says them from `common`. */
export const LOST_TEXT = {
  player: 'Lost connection to the quiz — stay on the wedding Wi-Fi, your score is safe',
  screen: 'Reconnecting…',
  operator: 'No connection to the game server — reconnecting…',
} as const;

interface Props {
  status: ConnectionStatus;
  audience: BannerAudience;
}

/**
 * Says when the connection to the game server is lost: on a phone a clear banner, on the big screen
 * a discreet corner note (the room should not be alarmed, the DJ should notice), on the operator
 * panel at once (its buttons are disabled meanwhile). The live region is always in the page, so
 * screen readers announce the text when it appears.
 */
export function ConnectionBanner({ status, audience }: Props): React.JSX.Element {
  const { t } = useTranslation();
  const lost = useLostConnection(status, audience === 'operator' ? 0 : LOST_AFTER_MS);
  return (
    <div className={`connection-banner connection-banner--${audience}`} role="status" aria-live="polite">
      {lost && audience === 'player' && (
        <>
          <strong className="connection-banner__title">{t('connection.lostPlayer')}</strong>
          <span className="connection-banner__hint">{t('connection.reconnecting')}</span>
        </>
      )}
      {lost && audience === 'screen' && t('connection.reconnecting')}
      {lost && audience === 'operator' && t('connection.lostOperator')}
    </div>
  );
}
