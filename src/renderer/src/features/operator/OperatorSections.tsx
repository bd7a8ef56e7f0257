import { GameState } from '@shared/model/gameState';
import type { OperatorView } from '@shared/wire/payloads';
import type { QuizInfo } from '@shared/wire/quiz';
import type { OperatorTab } from './useOperatorTab';
import { useQuizEditor } from '../editor/useQuizEditor';
import { QuizEditor } from '../editor/QuizEditor';
import { GamesPanel } from '../games/GamesPanel';

interface Props {
  tab: OperatorTab;
  view: OperatorView | null;
  /** The quiz the server announces; a change means the editor should look again. */
  quiz: QuizInfo | null;
}

/**
 * The quiz editor and the games list, each only while its tab is open (their fields must not share
 * labels with the game's). The quiz being edited lives here, so switching tabs keeps unsaved edits.
 */
export function OperatorSections({ tab, view, quiz }: Props): React.JSX.Element | null {
  const inNew = view ? view.state === GameState.NEW : null;
  const editor = useQuizEditor(inNew, quiz ? JSON.stringify(quiz) : null);
  // The list changes when the game does: a start, a reset, a restore, players joining.
  const refreshKey = view ? `${view.state}:${view.questionNumber}:${view.playerCount}` : '';
  if (tab === 'quiz') {
    return (
      <div className="operator-section">
        <QuizEditor editor={editor} />
      </div>
    );
  }
  if (tab === 'games') {
    return (
      <div className="operator-section">
        <GamesPanel refreshKey={refreshKey} />
      </div>
    );
  }
  return null;
}
