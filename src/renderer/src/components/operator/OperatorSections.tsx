import { GameState } from '@shared/gameState';
import type { OperatorView } from '@shared/payloads';
import type { OperatorTab } from '../../hooks/useOperatorTab';
import { QuizEditor } from '../editor/QuizEditor';
import { GamesPanel } from '../games/GamesPanel';

interface Props {
  tab: OperatorTab;
  operatorKey: string;
  view: OperatorView | null;
}

/**
 * The quiz editor and the games list. Both stay mounted while hidden, so switching to the game and
 * back keeps unsaved edits.
 */
export function OperatorSections({ tab, operatorKey, view }: Props): React.JSX.Element {
  const inNew = view ? view.state === GameState.NEW : null;
  // The list changes when the game does: a start, a reset, a restore, players joining.
  const refreshKey = view ? `${view.state}:${view.questionNumber}:${view.playerCount}` : '';
  return (
    <>
      <div className="operator-section" hidden={tab !== 'quiz'}>
        <QuizEditor operatorKey={operatorKey} inNew={inNew} />
      </div>
      <div className="operator-section" hidden={tab !== 'games'}>
        <GamesPanel operatorKey={operatorKey} active={tab === 'games'} refreshKey={refreshKey} />
      </div>
    </>
  );
}
