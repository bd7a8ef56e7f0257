import { useState, type FormEvent } from 'react';
import type { Timings } from '@shared/quiz';
import type { UpdateConfigPayload } from '@shared/payloads';
import { TIMING_MAX, timingsText, type TimingsText } from '../../../ui/timings';

interface Props {
  timings: Timings;
  onSave: (timings: UpdateConfigPayload) => void;
  /** The panel cannot reach the server: nothing can be saved. */
  offline?: boolean;
}

const FIELDS: { key: keyof Timings; label: string }[] = [
  { key: 'countdownSeconds', label: 'Countdown' },
  { key: 'questionSeconds', label: 'Question' },
  { key: 'answerSeconds', label: 'Answers' },
];

/** The three automatic steps' lengths, in seconds; they apply from the next step on. */
export function TimingsPanel({ timings, onSave, offline = false }: Props): React.JSX.Element {
  const [draft, setDraft] = useState<TimingsText>(() => timingsText(timings));
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onSave({
      countdownSeconds: Number(draft.countdownSeconds),
      questionSeconds: Number(draft.questionSeconds),
      answerSeconds: Number(draft.answerSeconds),
    });
  };
  return (
    <form className="panel panel--timings" onSubmit={submit} aria-labelledby="timings-title">
      <h2 className="panel__title" id="timings-title">
        Timings (seconds)
      </h2>
      <div className="timings">
        {FIELDS.map((field) => (
          <div key={field.key} className="field">
            <label className="field__label" htmlFor={`timing-${field.key}`}>
              {field.label}
            </label>
            <input
              id={`timing-${field.key}`}
              className="text-input text-input--small"
              type="number"
              min={1}
              max={TIMING_MAX[field.key]}
              step={1}
              required
              value={draft[field.key]}
              onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
            />
            <span className="field__hint">now {timings[field.key]} s</span>
          </div>
        ))}
      </div>
      <button className="button" type="submit" disabled={offline}>
        Save timings
      </button>
    </form>
  );
}
