import { useTranslation } from 'react-i18next';
import { QUIZ_LIMITS } from '@shared/wire/quiz';
import { TextField } from '../../features/editor/fields/TextField';
import { OptionRows } from '../../features/editor/questions/OptionRows';
import type { KindFieldsProps } from '../../features/editor/questions/kinds/kindFieldsProps';

/** Poll: the options (none is right) and the flat points every voter gets. */
export function PollFields({ question, path, problems, onChange }: KindFieldsProps): React.JSX.Element {
  const { t } = useTranslation('editor');
  return (
    <>
      <OptionRows
        question={question}
        path={path}
        problems={problems}
        markCorrect={false}
        onChange={onChange}
      />
      <TextField
        path={`${path}.points`}
        label={t('poll.points')}
        type="number"
        min={0}
        max={QUIZ_LIMITS.pollPointsMax}
        value={question.points}
        placeholder="0"
        hint={t('poll.pointsHint', { max: QUIZ_LIMITS.pollPointsMax })}
        onChange={(points) => onChange({ points })}
        problems={problems}
        className="editor-field--points"
      />
    </>
  );
}
