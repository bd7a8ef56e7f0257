import { useTranslation } from 'react-i18next';
import type { Timings } from '@shared/wire/quiz';
import type { ProblemMap } from './quizProblems';
import { TIMING_MAX, type TimingsText } from '../../ui/timings';
import { TextField } from './fields/TextField';

interface Props {
  timings: TimingsText;
  problems: ProblemMap;
  onChange: (timings: TimingsText) => void;
}

const FIELDS = [
  { key: 'countdownSeconds', label: 'timings.countdown', hint: 'timings.countdownHint' },
  { key: 'questionSeconds', label: 'timings.question', hint: 'timings.questionHint' },
  { key: 'answerSeconds', label: 'timings.answer', hint: 'timings.answerHint' },
] as const satisfies readonly { key: keyof Timings; label: string; hint: string }[];

/** The quiz's three automatic steps, in seconds. */
export function TimingsFields({ timings, problems, onChange }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  return (
    <section className="panel editor-section" aria-labelledby="editor-timings-title">
      <h3 className="panel__title" id="editor-timings-title">
        {t('timings.heading')}
      </h3>
      <div className="editor-grid editor-grid--three">
        {FIELDS.map((f) => (
          <TextField
            key={f.key}
            path={`timings.${f.key}`}
            label={t(f.label)}
            type="number"
            min={1}
            max={TIMING_MAX[f.key]}
            value={timings[f.key]}
            hint={t(f.hint, { max: TIMING_MAX[f.key] })}
            onChange={(value) => onChange({ ...timings, [f.key]: value })}
            problems={problems}
          />
        ))}
      </div>
    </section>
  );
}
