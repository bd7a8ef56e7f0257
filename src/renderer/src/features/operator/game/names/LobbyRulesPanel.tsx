import { useTranslation } from 'react-i18next';
import type { LobbySettings } from '@shared/wire/lobbyRules';
import type { OperatorPlayer } from '@shared/wire/payloads';
import { formatNumber } from '../../../../i18n/format';
import { useLanguage } from '../../../../i18n/useLanguage';
import './names.css';
import { OperatorSwitch } from '../../OperatorSwitch';

interface Props {
  lobby: LobbySettings;
  players: readonly OperatorPlayer[];
  onSet: (settings: LobbySettings) => void;
  onApprove: (playerId: string) => void;
  /** Not asked first: refusing a waiting name is this list's everyday job; the guest may rejoin under another. */
  onRemove: (playerId: string) => void;
  offline: boolean;
}

/**
 * Issue 18: "Lock the lobby" (no new guests, rejoining ones still get in) and "Approve names" (new
 * names wait here before the big screen shows them), with the names waiting: Approve or Remove.
 */
export function LobbyRulesPanel({
  lobby,
  players,
  onSet,
  onApprove,
  onRemove,
  offline,
}: Props): React.JSX.Element {
  const { t } = useTranslation('operator');
  const waiting = lobby.approveNames ? players.filter((p) => p.pending === true) : [];
  return (
    <section className="panel panel--lobby-rules" aria-labelledby="lobby-rules-title">
      <h2 className="panel__title" id="lobby-rules-title">
        {t('names.title')}
      </h2>
      <OperatorSwitch
        checked={lobby.locked}
        label={t('names.lock')}
        onChange={() => onSet({ ...lobby, locked: !lobby.locked })}
        offline={offline}
        testId="lock-lobby-switch"
      />
      <p className="panel__hint">{lobby.locked ? t('names.lockedHint') : t('names.openHint')}</p>
      <OperatorSwitch
        checked={lobby.approveNames}
        label={t('names.approve')}
        onChange={() => onSet({ ...lobby, approveNames: !lobby.approveNames })}
        offline={offline}
        testId="approve-names-switch"
      />
      <p className="panel__hint">{t('names.approveHint')}</p>
      {lobby.approveNames && (
        <WaitingList players={waiting} onApprove={onApprove} onRemove={onRemove} offline={offline} />
      )}
    </section>
  );
}

interface WaitingProps {
  players: readonly OperatorPlayer[];
  onApprove: (playerId: string) => void;
  onRemove: (playerId: string) => void;
  offline: boolean;
}

/** The names waiting for a tap, oldest first. */
function WaitingList({ players, onApprove, onRemove, offline }: WaitingProps): React.JSX.Element {
  const { t } = useTranslation('operator');
  const language = useLanguage();
  return (
    <div className="waiting-names" data-testid="waiting-names">
      <h3 className="waiting-names__title">
        {t('names.waitingTitle', { n: formatNumber(players.length, language) })}
      </h3>
      {players.length === 0 && <p className="panel__hint">{t('names.waitingNone')}</p>}
      <ul className="waiting-names__list">
        {players.map((player) => (
          <li key={player.id} className="waiting-names__row">
            <bdi className="waiting-names__name">{player.name}</bdi>
            <button
              className="button button--small"
              type="button"
              onClick={() => onApprove(player.id)}
              disabled={offline}
              aria-label={t('names.approveLabel', { name: player.name })}
            >
              {t('names.approveButton')}
            </button>
            <button
              className="button button--small button--ghost"
              type="button"
              onClick={() => onRemove(player.id)}
              disabled={offline}
              aria-label={t('players.removeLabel', { name: player.name })}
            >
              {t('players.remove')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
