import type { Timings } from '@shared/quiz';
import type { ProblemMap } from './quizProblems';
import type { TimingsDraft } from './quizDraft';
import { TextField } from './TextField';

interface Props {
  timings: TimingsDraft;
  problems: ProblemMap;
  onChange: (timings: TimingsDraft) => void;
}

const FIELDS: { key: keyof Timings; label: string; max: number; hint: string }[] = [
  { key: 'countdownSeconds', label: 'Countdown', max: 30, hint: '"Question is coming up!", 1 to 30 s' },
  { key: 'questionSeconds', label: 'Question alone', max: 60, hint: 'Before the options, 1 to 60 s' },
  { key: 'answerSeconds', label: 'Time to answer', max: 300, hint: 'Every question, 1 to 300 s' },
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
            max={f.max}
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
