import { useState, type FormEvent } from 'react';
import type { SetAutopilotPayload } from '@shared/payloads';
import { AUTOPILOT_MAX_SECONDS, type AutopilotSettings } from '@shared/teams';
import { AUTOPILOT_MIN_SECONDS, autopilotSeconds, leaderboardPacingText } from './pacingWords';

interface Props {
  /** As the server has it: the switch and the "now" figures show this, never a guess. */
  autopilot: AutopilotSettings;
  leaderboardEvery: number;
  onBreak: boolean;
  onSet: (settings: SetAutopilotPayload) => void;
  offline: boolean;
}

const FIELDS = [
  { key: 'revealSeconds', label: 'Reveal', hint: 'the right answer' },
  { key: 'leaderboardSeconds', label: 'Leaderboard', hint: 'also the start and each podium place' },
] as const;
type Draft = Record<(typeof FIELDS)[number]['key'], string>;

/** The times typed that the server would take (the others are left as they are). */
function validTimes(draft: Draft): Omit<SetAutopilotPayload, 'enabled'> {
  const reveal = autopilotSeconds(draft.revealSeconds);
  const leaderboard = autopilotSeconds(draft.leaderboardSeconds);
  return {
    ...(reveal !== null ? { revealSeconds: reveal } : {}),
    ...(leaderboard !== null ? { leaderboardSeconds: leaderboard } : {}),
  };
}

/** The game moves on by itself after the reveal and the leaderboard; switched live, the Next button still works. */
export function AutopilotPanel({
  autopilot,
  leaderboardEvery,
  onBreak,
  onSet,
  offline,
}: Props): React.JSX.Element {
  const [draft, setDraft] = useState<Draft>(() => ({
    revealSeconds: String(autopilot.revealSeconds),
    leaderboardSeconds: String(autopilot.leaderboardSeconds),
  }));
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSet({ enabled: autopilot.enabled, ...validTimes(draft) });
  };
  return (
    <form className="panel panel--autopilot" onSubmit={submit} aria-labelledby="autopilot-title">
      <h2 className="panel__title" id="autopilot-title">
        Autopilot
      </h2>
      <label className="switch">
        <input
          className="switch__input"
          type="checkbox"
          checked={autopilot.enabled}
          onChange={() => onSet({ enabled: !autopilot.enabled, ...validTimes(draft) })}
          disabled={offline}
          data-testid="autopilot-switch"
        />
        <span className="switch__text">Autopilot: the game moves on by itself</span>
      </label>
      <p className="panel__hint" data-testid="autopilot-state">
        <AutopilotState autopilot={autopilot} onBreak={onBreak} />
      </p>
      <AutopilotTimes autopilot={autopilot} draft={draft} onChange={setDraft} />
      <button className="button" type="submit" disabled={offline}>
        Save times
      </button>
      <p className="autopilot__pacing" data-testid="leaderboard-pacing">
        {leaderboardPacingText(leaderboardEvery)} <span className="field__hint">(set in the quiz)</span>
      </p>
    </form>
  );
}

/** The two steps' seconds, typed; the server's figures under them. */
function AutopilotTimes({
  autopilot,
  draft,
  onChange,
}: {
  autopilot: AutopilotSettings;
  draft: Draft;
  onChange: (draft: Draft) => void;
}): React.JSX.Element {
  return (
    <div className="autopilot__times">
      {FIELDS.map((field) => (
        <div key={field.key} className="field">
          <label className="field__label" htmlFor={`autopilot-${field.key}`}>
            {field.label}
            <span className="visually-hidden"> (seconds)</span>
          </label>
          <input
            id={`autopilot-${field.key}`}
            className="text-input text-input--small"
            type="number"
            min={AUTOPILOT_MIN_SECONDS}
            max={AUTOPILOT_MAX_SECONDS}
            step={1}
            required
            value={draft[field.key]}
            onChange={(event) => onChange({ ...draft, [field.key]: event.target.value })}
          />
          <span className="field__hint">
            now {autopilot[field.key]} s · {field.hint}
          </span>
        </div>
      ))}
    </div>
  );
}

function AutopilotState({ autopilot, onBreak }: Pick<Props, 'autopilot' | 'onBreak'>): React.JSX.Element {
  if (!autopilot.enabled)
    return <>Off: after each reveal and leaderboard the game waits for the Next button.</>;
  if (onBreak) return <>On, waiting: the game goes on by itself once the break is over.</>;
  return (
    <>
      On: the reveal stays {autopilot.revealSeconds} s and the leaderboard {autopilot.leaderboardSeconds} s,
      then the game goes on. The Next button and Pause timer still work at any moment.
    </>
  );
}
