import { useTranslation } from 'react-i18next';
import { QUIZ_LIMITS } from '@shared/wire/quiz';
import type { ClosestDraft } from '../../features/editor/questionDraft';
import { TextField } from '../../features/editor/fields/TextField';
import type { KindFieldsProps } from '../../features/editor/questions/kinds/kindFieldsProps';

const NUMBERS = ['answer', 'tolerance', 'min', 'max'] as const satisfies readonly Exclude<
  keyof ClosestDraft,
  'unit'
>[];

/** Closest number: the answer, how near counts, the range guests may type, the unit. */
export function ClosestFields({ question, path, problems, onChange }: KindFieldsProps): React.JSX.Element {
  const { t } = useTranslation('editor');
  const closest = question.closest;
  const set = (change: Partial<ClosestDraft>): void => onChange({ closest: { ...closest, ...change } });
  return (
    <div className="editor-grid closest-fields">
      {NUMBERS.map((n) => (
        <TextField
          key={n}
          path={`${path}.${n}`}
          label={t(`closest.${n}`)}
          type="number"
          decimal
          value={closest[n]}
          hint={t(`closest.${n}Hint`)}
          onChange={(value) => set({ [n]: value })}
          problems={problems}
        />
      ))}
      <TextField
        path={`${path}.unit`}
        label={t('closest.unit')}
        value={closest.unit}
        maxLength={QUIZ_LIMITS.unitChars}
        placeholder={t('closest.unitPlaceholder')}
        hint={t('closest.unitHint')}
        onChange={(unit) => set({ unit })}
        problems={problems}
      />
    </div>
  );
}
