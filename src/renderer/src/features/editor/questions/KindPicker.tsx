import { useTranslation } from 'react-i18next';
import type { QuestionKind } from '@shared/wire/quiz';
import { fieldId } from '../quizProblems';
import { KIND_ORDER, kindHint, kindName } from './kindNames';

interface Props {
  /** The question's path in the quiz, e.g. `questions.2`. */
  path: string;
  kind: QuestionKind;
  onKind: (kind: QuestionKind) => void;
}

/** Which kind of question this is, in plain words, with what the guests will do. */
export function KindPicker({ path, kind, onKind }: Props): React.JSX.Element {
  const id = fieldId(`${path}.kind`);
  const { t } = useTranslation('editor');
  return (
    <div className="editor-field kind-picker">
      <label className="field__label" htmlFor={id}>
        {t('kinds.label')}
      </label>
      <select
        id={id}
        className="editor-input kind-picker__select"
        value={kind}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onKind(e.target.value as QuestionKind)}
      >
        {KIND_ORDER.map((k) => (
          <option key={k} value={k}>
            {kindName(k, t)}
          </option>
        ))}
      </select>
      <span className="field__hint" id={`${id}-hint`}>
        {kindHint(kind, t)}
      </span>
    </div>
  );
}
