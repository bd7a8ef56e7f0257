import { useTranslation } from 'react-i18next';
import type { Problem } from '../../net/apiTypes';
import { fieldId } from './quizProblems';
import { fieldName } from './problemWords';
import { focusProblem } from './focusField';

/** Every problem at the top of the form, each a link that jumps to its field. */
export function ProblemList({ problems }: { problems: readonly Problem[] }): React.JSX.Element | null {
  const { t } = useTranslation('editor');
  if (problems.length === 0) return null;
  const jump = (path: string) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusProblem(path);
  };
  return (
    <ul className="problem-list">
      {problems.map((p, i) => (
        <li key={`${p.path}-${i}`}>
          <a href={`#${fieldId(p.path)}`} onClick={jump(p.path)}>
            {fieldName(p.path, t)}
          </a>
          : {p.message}
        </li>
      ))}
    </ul>
  );
}
