import { useTranslation } from 'react-i18next';
import { TEAM_LIMITS } from '@shared/wire/quiz';
import { TextField } from '../fields/TextField';
import type { ProblemMap } from '../quizProblems';

interface Props {
  names: readonly [string, string];
  /** What an empty name becomes: "Anna's side", from the couple's first names. */
  defaults: readonly [string, string];
  problems: ProblemMap;
  onChange: (names: [string, string]) => void;
}

/** Two sides mode: the sides' names; empty, each is named after one of the couple. */
export function SideNamesFields({ names, defaults, problems, onChange }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  return (
    <fieldset className="play-group" aria-describedby="editor-sides-hint">
      <legend className="play-group__legend">{t('play.sidesHeading')}</legend>
      <p className="field__hint" id="editor-sides-hint">
        {t('play.sidesHint')}
      </p>
      <div className="editor-grid">
        {([0, 1] as const).map((i) => (
          <TextField
            key={i}
            path={`sideNames.${i}`}
            label={t(i === 0 ? 'play.side0' : 'play.side1')}
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
