import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/useLanguage';
import { MAX_PLAYERS_LIMIT } from '@shared/model/limits';

interface Props {
  maxPlayers: number;
  playerCount: number;
  onSave: (maxPlayers: number) => void;
  /** The panel cannot reach the server: nothing can be saved. */
  offline?: boolean;
}

/** How many guests the game takes: joins beyond are refused ("The quiz is full"); nobody is removed. */
export function PlayerLimitPanel({
  maxPlayers,
  playerCount,
  onSave,
  offline = false,
}: Props): React.JSX.Element {
  const [draft, setDraft] = useState(String(maxPlayers));
  const { t } = useTranslation('operator');
  const language = useLanguage();
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSave(Number(draft));
  };
  return (
    <form className="panel player-limit" onSubmit={submit} aria-labelledby="player-limit-title">
      <h2 className="panel__title" id="player-limit-title">
        {t('playerLimit.title')}
      </h2>
      <div className="field">
        <label className="field__label" htmlFor="player-limit">
          {t('playerLimit.label')}
        </label>
        <input
          id="player-limit"
          className="text-input text-input--small"
          type="number"
          min={1}
          max={MAX_PLAYERS_LIMIT}
          step={1}
          required
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <span className="field__hint">
          {t('playerLimit.now', {
            max: formatNumber(maxPlayers, language),
            joined: formatNumber(playerCount, language),
          })}
        </span>
      </div>
      <button className="button" type="submit" disabled={offline}>
        {t('playerLimit.save')}
      </button>
    </form>
  );
}
