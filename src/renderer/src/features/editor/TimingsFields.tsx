import type { Timings } from '@shared/quiz';
import type { ProblemMap } from './quizProblems';
import { TIMING_MAX, type TimingsText } from '../../ui/timings';
import { TextField } from './fields/TextField';

interface Props {
  timings: TimingsText;
  problems: ProblemMap;
  onChange: (timings: TimingsText) => void;
}

const FIELDS: { key: keyof Timings; label: string; hint: string }[] = [
  { key: 'countdownSeconds', label: 'Countdown', hint: '"Question is coming up!", 1 to 30 s' },
  { key: 'questionSeconds', label: 'Question alone', hint: 'Before the options, 1 to 60 s' },
  { key: 'answerSeconds', label: 'Time to answer', hint: 'Every question, 1 to 300 s' },
];

/** The quiz's three automatic steps, in seconds. */
export function TimingsFields({ timings, problems, onChange }: Props): React.JSX.Element {
  return (
    <section className="panel editor-section" aria-labelledby="editor-timings-title">
      <h3 className="panel__title" id="editor-timings-title">
        Timings (seconds)
      </h3>
      <div className="editor-grid editor-grid--three">
        {FIELDS.map((f) => (
          <TextField
            key={f.key}
            path={`timings.${f.key}`}
            label={f.label}
            type="number"
            min={1}
            max={TIMING_MAX[f.key]}
            value={timings[f.key]}
            hint={f.hint}
            onChange={(value) => onChange({ ...timings, [f.key]: value })}
            problems={problems}
          />
        ))}
      </div>
    </section>
  );
}
