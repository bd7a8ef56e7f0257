// First: the quiz editor's and the games list's sheets (imported below) build on the panel's.
import './operator.css';
import { useEffect } from 'react';
import { Route } from '@shared/routes';
import { ConnectionBanner } from '../../ui/feedback/ConnectionBanner';
import { WeddingLayout } from '../../ui/layout/WeddingLayout';
import { GameTab } from './game/GameTab';
import { OperatorSections } from './OperatorSections';
import { OperatorTabs } from './OperatorTabs';
import { SaveProblemBanner } from './SaveProblemBanner';
import { SectionBoundary } from './SectionBoundary';
import { useOperatorGame } from './useOperatorGame';
import { useFollowLanguage } from '../../i18n/useFollowLanguage';
import { useOperatorTab } from './useOperatorTab';

interface Props {
  operatorKey: string;
  /** The server refused the key: back to the key form with this message. */
  onRefused: (message: string) => void;
}

/** `/debug` with a key: everything the operator needs on one page. */
export function OperatorPanel({ operatorKey, onRefused }: Props): React.JSX.Element {
  const game = useOperatorGame(operatorKey);
  const { view, quiz } = game;
  const tab = useOperatorTab();
  useFollowLanguage(view?.language);

  useEffect(() => {
    if (game.status === 'failed') onRefused(game.error ?? 'Could not connect to the game.');
  }, [game.status, game.error, onRefused]);

  return (
    <WeddingLayout variant="operator" quiz={quiz}>
      <SaveProblemBanner problem={view?.saveProblem ?? null} />
      <OperatorBar title={quiz?.title ?? null} />
      <OperatorTabs current={tab} />
      {/* No key: the sections keep their state (unsaved edits) across the tabs. */}
      <SectionBoundary name="This tab" visible={tab !== 'game'}>
        <OperatorSections tab={tab} operatorKey={operatorKey} view={view} quiz={quiz} />
      </SectionBoundary>
      {/* In the page before any "no" arrives, so screen readers announce it when it does. */}
      <div role="alert">
        {game.rejection && (
          <div className="toast toast--operator">
            {game.rejection}
            <button
              className="button button--small button--ghost"
              type="button"
              onClick={game.dismissRejection}
            >
              OK
            </button>
          </div>
        )}
      </div>
      {tab === 'game' && <GameTab game={game} />}
      <ConnectionBanner status={game.status} audience="operator" />
    </WeddingLayout>
  );
}

/** The panel's title, and links to the pages it runs. */
function OperatorBar({ title }: { title: string | null }): React.JSX.Element {
  return (
    <div className="operator-bar">
      <h1 className="operator-bar__title">Operator panel{title !== null ? ` · ${title}` : ''}</h1>
      <nav className="operator-bar__links" aria-label="Pages to open">
        <a href={Route.screen} target="_blank" rel="noreferrer">
          Big screen
        </a>
        <a href="/" target="_blank" rel="noreferrer">
          Player page
        </a>
      </nav>
    </div>
  );
}
