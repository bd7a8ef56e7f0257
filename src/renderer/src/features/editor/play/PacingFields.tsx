import { useTranslation } from 'react-i18next';
import { FieldProblems, invalidProps } from '../fields/FieldProblems';
import { fieldId, type ProblemMap } from '../quizProblems';
import type { Pacing, PlayDraft } from './playDraft';

/** "Every N questions": the quiz format's highest N. */
const MOST_EVERY = 50;

interface Props {
  pacing: Pacing;
  every: string;
  problems: ProblemMap;
  onChange: (change: Partial<Pick<PlayDraft, 'pacing' | 'every'>>) => void;
}

/** How often the leaderboard comes: after every question, every N questions, or only at the end. */
export function PacingFields({ pacing, every, problems, onChange }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const id = fieldId('leaderboardEvery');
  const messages = problems.get('leaderboardEvery');
  const radio = (value: Pacing, label?: string): React.JSX.Element => (
    <input
      id={`pacing-${value}`}
      type="radio"
      name="leaderboard-pacing"
      checked={pacing === value}
      onChange={() => onChange({ pacing: value })}
      aria-label={label}
    />
  );
  const [afterEvery, nth, atEnd] = [
    radio('every'),
    radio('nth', t('play.everyLabel', { n: every.trim() || t('play.everyN') })),
    radio('end'),
  ];
  return (
    <fieldset className="play-group" aria-describedby="editor-pacing-hint">
      <legend className="play-group__legend">{t('play.leaderboard')}</legend>
      <p className="field__hint" id="editor-pacing-hint">
        {t('play.leaderboardText')}
      </p>
      <div className="pacing">
        <label className="play-check">
          {afterEvery}
          <span>{t('play.afterEvery')}</span>
        </label>
        <div className="play-check pacing__nth">
          {nth}
          <label htmlFor="pacing-nth">{t('play.every')}</label>
          <input
            id={id}
            className={`editor-input pacing__every${messages ? ' editor-input--invalid' : ''}`}
            type="number"
            min={1}
            max={MOST_EVERY}
            step={1}
            inputMode="numeric"
            value={every}
            aria-label={t('play.everyInput')}
            onChange={(e) => onChange({ pacing: 'nth', every: e.target.value })}
            {...invalidProps(id, messages)}
          />
          <span aria-hidden="true">{t('play.questionsWord')}</span>
        </div>
        <label className="play-check">
          {atEnd}
          <span>{t('play.atEnd')}</span>
        </label>
      </div>
      <FieldProblems id={id} messages={messages} />
    </fieldset>
  );
}
