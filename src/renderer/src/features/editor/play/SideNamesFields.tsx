import { TEAM_LIMITS } from '@shared/quiz';
import { TextField } from '../fields/TextField';
import type { ProblemMap } from '../quizProblems';

interface Props {
  names: readonly [string, string];
  /** What an empty name becomes: "Anna's side", from the couple's first names. */
  defaults: readonly [string, string];
  problems: ProblemMap;
  onChange: (names: [string, string]) => void;
}

const WHICH = ['First side', 'Second side'] as const;

/** Two sides mode: the sides' names; empty, each is named after one of the couple. */
export function SideNamesFields({ names, defaults, problems, onChange }: Props): React.JSX.Element {
  return (
    <fieldset className="play-group" aria-describedby="editor-sides-hint">
      <legend className="play-group__legend">The two sides</legend>
      <p className="field__hint" id="editor-sides-hint">
        Leave a name empty to use the one shown in grey, made from the couple’s first names (under “The couple
        and the quiz”).
      </p>
      <div className="editor-grid">
        {([0, 1] as const).map((i) => (
          <TextField
            key={i}
            path={`sideNames.${i}`}
            label={`${WHICH[i]}’s name (optional)`}
            value={names[i]}
            maxLength={TEAM_LIMITS.sideNameChars}
            placeholder={defaults[i]}
            onChange={(name) => onChange(i === 0 ? [name, names[1]] : [names[0], name])}
            problems={problems}
          />
        ))}
      </div>
    </fieldset>
  );
}
