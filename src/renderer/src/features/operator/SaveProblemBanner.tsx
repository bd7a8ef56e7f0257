import { saveProblemText } from './saveProblem';

/** At the top of the operator panel while the server reports it cannot save; nothing otherwise. */
export function SaveProblemBanner({ problem }: { problem: string | null }): React.JSX.Element | null {
  if (!problem) return null;
  return (
    <div className="save-problem" role="alert">
      {saveProblemText(problem)}
    </div>
  );
}
