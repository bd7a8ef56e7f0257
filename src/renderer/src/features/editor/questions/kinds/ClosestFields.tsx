import { QUIZ_LIMITS } from '@shared/quiz';
import type { ClosestDraft } from '../../questionDraft';
import { TextField } from '../../fields/TextField';
import type { KindFieldsProps } from './kindFieldsProps';

const NUMBERS: { key: Exclude<keyof ClosestDraft, 'unit'>; label: string; hint: string }[] = [
  { key: 'answer', label: 'The answer', hint: 'The exact answer scores in full.' },
  { key: 'tolerance', label: 'Tolerance', hint: 'Guesses this near still score a little.' },
  { key: 'min', label: 'Lowest allowed guess', hint: 'Guests type a number from here…' },
  { key: 'max', label: 'Highest allowed guess', hint: '…to here.' },
];

/** Closest number: the answer, how near counts, the range guests may type, the unit. */
export function ClosestFields({ question, path, problems, onChange }: KindFieldsProps): React.JSX.Element {
  const closest = question.closest;
  const set = (change: Partial<ClosestDraft>): void => onChange({ closest: { ...closest, ...change } });
  return (
    <div className="editor-grid closest-fields">
      {NUMBERS.map((n) => (
        <TextField
          key={n.key}
          path={`${path}.${n.key}`}
          label={n.label}
          type="number"
          decimal
          value={closest[n.key]}
          hint={n.hint}
          onChange={(value) => set({ [n.key]: value })}
          problems={problems}
        />
      ))}
      <TextField
        path={`${path}.unit`}
        label="Unit (optional)"
        value={closest.unit}
        maxLength={QUIZ_LIMITS.unitChars}
        placeholder="km, days, cups of tea…"
        hint="Shown after the number."
        onChange={(unit) => set({ unit })}
        problems={problems}
      />
    </div>
  );
}
