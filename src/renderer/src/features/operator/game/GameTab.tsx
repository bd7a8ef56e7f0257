import { Spinner } from '../../../ui/feedback/Spinner';
import { GameControls } from './GameControls';
import { LeaderboardPanel } from './LeaderboardPanel';
import { NetworkPanel } from './NetworkPanel';
import { PlayerLimitPanel } from './PlayerLimitPanel';
import { PlayersPanel } from './PlayersPanel';
import { QuestionPanel } from './QuestionPanel';
import { StateList } from './StateList';
import { TimingsPanel } from './TimingsPanel';
import type { OperatorGame } from '../useOperatorGame';

/** The "Game" tab: the controls, the players and the ranking; the states and settings; the question and the network. */
export function GameTab({ game }: { game: OperatorGame }): React.JSX.Element {
  const { view, actions } = game;
  if (!view) return <Spinner label="Connecting…" />;
  const offline = !game.online;
  return (
    <div className="operator-grid">
      <div className="operator-grid__column operator-grid__column--wide">
        <GameControls
          view={view}
          clockOffsetMs={game.clockOffsetMs}
          answeredCount={game.answeredCount}
          playerCount={game.playerCount}
          actions={actions}
          offline={offline}
        />
        <PlayersPanel players={game.players} onKick={actions.kick} offline={offline} />
        <LeaderboardPanel entries={view.leaderboard.full} />
      </div>
      <div className="operator-grid__column">
        <StateList current={view.state} />
        <TimingsPanel
          key={JSON.stringify(view.timings)}
          timings={view.timings}
          onSave={actions.updateConfig}
          offline={offline}
        />
        <PlayerLimitPanel
          key={view.maxPlayers}
          maxPlayers={view.maxPlayers}
          playerCount={game.playerCount}
          onSave={(maxPlayers) => actions.updateConfig({ maxPlayers })}
          offline={offline}
        />
      </div>
      <div className="operator-grid__column">
        <QuestionPanel view={view} />
        <NetworkPanel network={game.network} onChooseInterface={actions.chooseInterface} offline={offline} />
      </div>
    </div>
  );
}
