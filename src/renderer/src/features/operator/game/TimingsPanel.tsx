import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Timings } from '@shared/wire/quiz';
import type { UpdateConfigPayload } from '@shared/wire/payloads';
import { TIMING_MAX, timingsText, type TimingsText } from '../../../ui/timings';

interface Props {
  timings: Timings;
  onSave: (timings: UpdateConfigPayload) => void;
  /** The panel cannot reach the server: nothing can be saved. */
  offline?: boolean;
}

/** Each field's label is `timings.<key>` in the operator catalog. */
const FIELDS: readonly (keyof Timings)[] = ['countdownSeconds', 'questionSeconds', 'answerSeconds'];

/** The three automatic steps' lengths, in seconds; they apply from the next step on. */
export function TimingsPanel({ timings, onSave, offline = false }: Props): React.JSX.Element {
  const [draft, setDraft] = useState<TimingsText>(() => timingsText(timings));
  const { t } = useTranslation('operator');
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
        {t('timings.title')}
      </h2>
      <div className="timings">
        {FIELDS.map((key) => (
          <div key={key} className="field">
            <label className="field__label" htmlFor={`timing-${key}`}>
              {t(`timings.${key}`)}
            </label>
            <input
              id={`timing-${key}`}
              className="text-input text-input--small"
              type="number"
              min={1}
              max={TIMING_MAX[key]}
              step={1}
              required
              value={draft[key]}
              onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
            />
            <span className="field__hint">{t('timings.now', { seconds: timings[key] })}</span>
          </div>
        ))}
      </div>
      <button className="button" type="submit" disabled={offline}>
        {t('timings.save')}
      </button>
    </form>
  );
}
