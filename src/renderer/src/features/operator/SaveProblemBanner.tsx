import { useTranslation } from 'react-i18next';
import { saveProblemText } from './saveProblem';

/** At the top of the operator panel while the server reports it cannot save; nothing otherwise. */
export function SaveProblemBanner({ problem }: { problem: string | null }): React.JSX.Element | null {
  const { t } = useTranslation('operator');
  if (!problem) return null;
  return (
    <div className="alert-banner" role="alert">
      {saveProblemText(t, problem)}
    </div>
  );
}
