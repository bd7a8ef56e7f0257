import { AUTOPILOT_DEFAULTS, AUTOPILOT_MAX_SECONDS } from '@shared/quiz';
import { TextField } from '../fields/TextField';
import { fieldId, type ProblemMap } from '../quizProblems';
import type { PlayDraft } from './playDraft';

type Autopilot = PlayDraft['autopilot'];

interface Props {
  autopilot: Autopilot;
  problems: ProblemMap;
  onChange: (autopilot: Autopilot) => void;
}

const SECONDS: { key: 'revealSeconds' | 'leaderboardSeconds'; label: string; hint: string }[] = [
  {
    key: 'revealSeconds',
    label: 'Answer shown for',
    hint: `Seconds, 2 to ${AUTOPILOT_MAX_SECONDS} (usually ${AUTOPILOT_DEFAULTS.revealSeconds})`,
  },
  {
    key: 'leaderboardSeconds',
    label: 'Leaderboard shown for',
    hint: `Seconds, each podium place too (usually ${AUTOPILOT_DEFAULTS.leaderboardSeconds})`,
  },
];

/** The autopilot: on from the start or not, and how long the answer and the leaderboard stay up. */
export function AutopilotFields({ autopilot, problems, onChange }: Props): React.JSX.Element {
  return (
    <fieldset className="play-group" aria-describedby="editor-autopilot-hint">
      <legend className="play-group__legend">Autopilot</legend>
      <p className="field__hint" id="editor-autopilot-hint">
        After each answer is shown, the game moves on by itself, so the DJ can step away. You can still move
        on or pause by hand at any moment, and switch the autopilot on or off during the game.
      </p>
      <label className="play-check">
        <input
          id={fieldId('autopilot.enabled')}
          type="checkbox"
          checked={autopilot.enabled}
          onChange={(e) => onChange({ ...autopilot, enabled: e.target.checked })}
        />
        <span>Autopilot on when the game starts</span>
      </label>
      <div className="editor-grid">
        {SECONDS.map((s) => (
          <TextField
            key={s.key}
            path={`autopilot.${s.key}`}
            label={s.label}
            type="number"
            min={2}
            max={AUTOPILOT_MAX_SECONDS}
            value={autopilot[s.key]}
            hint={s.hint}
            onChange={(value) => onChange({ ...autopilot, [s.key]: value })}
            problems={problems}
          />
        ))}
      </div>
    </fieldset>
  );
}
