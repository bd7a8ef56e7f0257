import type { PlayMode } from '@shared/quiz';
import { FieldProblems } from '../fields/FieldProblems';
import { fieldId, type ProblemMap } from '../quizProblems';

interface Props {
  mode: PlayMode;
  problems: ProblemMap;
  onMode: (mode: PlayMode) => void;
}

const MODES: { mode: PlayMode; name: string; sentence: string }[] = [
  {
    mode: 'solo',
    name: 'Solo',
    sentence: 'Every guest plays for themselves on their own phone.',
  },
  {
    mode: 'tables',
    name: 'Tables',
    sentence:
      "Guests join their table's team by scanning its table card; a table's score is the average of its players, so big and small tables are equal.",
  },
  {
    mode: 'sides',
    name: 'Two sides',
    sentence:
      "The couple's two families and their friends, one side against the other: each guest picks a side as they join, and a side scores the average of its players.",
  },
];

/** The play mode: three cards, each with what it means for the guests in one sentence. */
export function PlayModeChoice({ mode, problems, onMode }: Props): React.JSX.Element {
  const id = fieldId('playMode');
  return (
    <fieldset className="play-modes">
      <legend className="field__label">Play mode</legend>
      <div className="play-modes__row">
        {MODES.map((m) => {
          const on = m.mode === mode;
          return (
            <label key={m.mode} className={`play-mode${on ? ' play-mode--on' : ''}`}>
              <span className="play-mode__head">
                <input
                  // The chosen card stands for the field, so a problem can bring the focus here.
                  id={on ? id : undefined}
                  type="radio"
                  name="play-mode"
                  value={m.mode}
                  checked={on}
                  onChange={() => onMode(m.mode)}
                  aria-labelledby={`play-mode-${m.mode}-name`}
                  aria-describedby={`play-mode-${m.mode}-text`}
                />
                <span className="play-mode__name" id={`play-mode-${m.mode}-name`}>
                  {m.name}
                </span>
              </span>
              <span className="play-mode__text" id={`play-mode-${m.mode}-text`}>
                {m.sentence}
              </span>
            </label>
          );
        })}
      </div>
      <FieldProblems id={id} messages={problems.get('playMode')} />
    </fieldset>
  );
}
