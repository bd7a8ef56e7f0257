// First: the quiz editor's and the games list's sheets (imported below) build on the panel's.
import './operator.css';
import { useEffect } from 'react';
import { useOperatorGame } from './useOperatorGame';
import { useOperatorTab } from './useOperatorTab';
import { ConnectionBanner } from '../../ui/feedback/ConnectionBanner';
import { Spinner } from '../../ui/feedback/Spinner';
import { WeddingLayout } from '../../ui/layout/WeddingLayout';
import { GameControls } from './GameControls';
import { LeaderboardPanel } from './LeaderboardPanel';
import { NetworkPanel } from './NetworkPanel';
import { OperatorSections } from './OperatorSections';
import { OperatorTabs } from './OperatorTabs';
import { PlayersPanel } from './PlayersPanel';
import { PlayerLimitPanel } from './PlayerLimitPanel';
import { SaveProblemBanner } from './SaveProblemBanner';
import { QuestionPanel } from './QuestionPanel';
import { StateList } from './StateList';
import { TimingsPanel } from './TimingsPanel';
import { Route } from '@shared/routes';

interface Props {
  operatorKey: string;
  /** The server refused the key: back to the key form with this message. */
  onRefused: (message: string) => void;
}

/** `/debug` with a key: everything the operator needs on one page. */
export function OperatorPanel({ operatorKey, onRefused }: Props): React.JSX.Element {
  const game = useOperatorGame(operatorKey);
  const { view, quiz, actions } = game;
  const tab = useOperatorTab();

  useEffect(() => {
    if (game.status === 'failed') onRefused(game.error ?? 'Could not connect to the game.');
  }, [game.status, game.error, onRefused]);

  return (
    <WeddingLayout variant="operator" quiz={quiz}>
      <SaveProblemBanner problem={view?.saveProblem ?? null} />
      <div className="operator-bar">
        <h1 className="operator-bar__title">Operator panel{quiz ? ` · ${quiz.title}` : ''}</h1>
        <nav className="operator-bar__links">
          <a href={Route.screen} target="_blank" rel="noreferrer">
            Big screen
          </a>
          <a href="/" target="_blank" rel="noreferrer">
            Player page
          </a>
        </nav>
      </div>
      <OperatorTabs current={tab} />
      <OperatorSections tab={tab} operatorKey={operatorKey} view={view} quiz={quiz} />
      {game.rejection && (
        <div className="toast toast--operator" role="alert">
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
      {tab !== 'game' ? null : view ? (
        <div className="operator-grid">
          <div className="operator-grid__column operator-grid__column--wide">
            <GameControls
              view={view}
              clockOffsetMs={game.clockOffsetMs}
              answeredCount={game.answeredCount}
              playerCount={game.playerCount}
              actions={actions}
              offline={!game.online}
            />
            <PlayersPanel players={game.players} onKick={actions.kick} offline={!game.online} />
            <LeaderboardPanel entries={view.leaderboard.full} />
          </div>
          <div className="operator-grid__column">
            <StateList current={view.state} />
            <TimingsPanel
              key={JSON.stringify(view.timings)}
              timings={view.timings}
              onSave={actions.updateConfig}
              offline={!game.online}
            />
            <PlayerLimitPanel
              key={view.maxPlayers}
              maxPlayers={view.maxPlayers}
              playerCount={game.playerCount}
              onSave={(maxPlayers) => actions.updateConfig({ maxPlayers })}
              offline={!game.online}
            />
          </div>
          <div className="operator-grid__column">
            <QuestionPanel view={view} />
            <NetworkPanel
              network={game.network}
              onChooseInterface={actions.chooseInterface}
              offline={!game.online}
            />
          </div>
        </div>
      ) : (
        <Spinner label="Connecting…" />
      )}
      <ConnectionBanner status={game.status} audience="operator" />
    </WeddingLayout>
  );
}
