import { useTranslation } from 'react-i18next';
import type { PlayMode } from '@shared/wire/quiz';
import { FieldProblems } from '../fields/FieldProblems';
import { fieldId, type ProblemMap } from '../quizProblems';

interface Props {
  mode: PlayMode;
  problems: ProblemMap;
  onMode: (mode: PlayMode) => void;
}

const MODES = [
  { mode: 'solo', name: 'play.solo', sentence: 'play.soloText' },
  { mode: 'tables', name: 'play.tables', sentence: 'play.tablesText' },
  { mode: 'sides', name: 'play.sides', sentence: 'play.sidesText' },
] as const satisfies readonly { mode: PlayMode; name: string; sentence: string }[];

/** The play mode: three cards, each with what it means for the guests in one sentence. */
export function PlayModeChoice({ mode, problems, onMode }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const id = fieldId('playMode');
  return (
    <fieldset className="play-modes">
      <legend className="field__label">{t('play.mode')}</legend>
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
                  {t(m.name)}
                </span>
              </span>
              <span className="play-mode__text" id={`play-mode-${m.mode}-text`}>
                {t(m.sentence)}
              </span>
            </label>
          );
        })}
      </div>
      <FieldProblems id={id} messages={problems.get('playMode')} />
    </fieldset>
  );
}
