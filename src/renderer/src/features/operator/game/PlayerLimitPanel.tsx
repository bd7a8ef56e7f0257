import { useState, type FormEvent } from 'react';
import { MAX_PLAYERS_LIMIT } from '@shared/limits';

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
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSave(Number(draft));
  };
  return (
    <form className="panel player-limit" onSubmit={submit} aria-labelledby="player-limit-title">
      <h2 className="panel__title" id="player-limit-title">
        Player limit
      </h2>
      <div className="field">
        <label className="field__label" htmlFor="player-limit">
          Most players in this game
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
          now {maxPlayers.toLocaleString('en-US')} · {playerCount.toLocaleString('en-US')} joined
        </span>
      </div>
      <button className="button" type="submit" disabled={offline}>
        Save limit
      </button>
    </form>
  );
}
