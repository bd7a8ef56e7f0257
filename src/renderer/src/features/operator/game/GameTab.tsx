import { useTranslation } from 'react-i18next';
import type { OperatorView } from '@shared/wire/payloads';
import { Spinner } from '../../../ui/feedback/Spinner';
import { GameControls } from './GameControls';
import { CouplePhonesPanel } from './couple/CouplePhonesPanel';
import { LeaderboardPanel } from './LeaderboardPanel';
import { NetworkPanel } from './NetworkPanel';
import { AutopilotPanel } from './pacing/AutopilotPanel';
import { BreakPanel } from './pacing/BreakPanel';
import { DisplayLanguage } from './DisplayLanguage';
import { PlayerLimitPanel } from './PlayerLimitPanel';
import { PlayersPanel } from './PlayersPanel';
import { LobbyRulesPanel } from './names/LobbyRulesPanel';
import { QuestionPanel } from './QuestionPanel';
import { SoundPanel } from './sound/SoundPanel';
import { StateList } from './StateList';
import { currentQuestion } from './stateWords';
import { TablesPanel } from './teams/TablesPanel';
import { TeamLeaderboardPanel } from './teams/TeamLeaderboardPanel';
import { TimingsPanel } from './TimingsPanel';
import { WishesPanel } from './wishes/WishesPanel';
import type { OperatorGame } from '../useOperatorGame';

/**
 * The "Game" tab: the controls, the tables, the players and the rankings; the break, the sound, the
 * autopilot, the states and settings; the question and the network.
 */
export function GameTab({ game }: { game: OperatorGame }): React.JSX.Element {
  const { view } = game;
  const { t } = useTranslation('operator');
  if (!view) return <Spinner label={t('connecting')} />;
  return (
    <div className="operator-grid">
      <div className="operator-grid__column operator-grid__column--wide">
        <GameColumn game={game} view={view} />
      </div>
      <div className="operator-grid__column">
        <PacingColumn game={game} view={view} />
      </div>
      <div className="operator-grid__column">
        <QuestionPanel view={view} />
        <NetworkPanel
          network={game.network}
          onChooseInterface={game.actions.chooseInterface}
          offline={!game.online}
        />
      </div>
    </div>
  );
}

interface ColumnProps {
  game: OperatorGame;
  view: OperatorView;
}

/** Where the game is and its buttons; in team games the tables; the players and the rankings. */
function GameColumn({ game, view }: ColumnProps): React.JSX.Element {
  const { actions } = game;
  const offline = !game.online;
  const teams = view.teams;
  const { t } = useTranslation('operator');
  return (
    <>
      <GameControls
        view={view}
        clockOffsetMs={game.clockOffsetMs}
        answeredCount={game.answeredCount}
        playerCount={game.playerCount}
        actions={actions}
        offline={offline}
      />
      <CouplePhonesPanel
        view={view}
        joinUrl={game.network?.joinUrl ?? null}
        onSettle={actions.coupleSettle}
        offline={offline}
      />
      {teams && (
        <TablesPanel
          mode={view.playMode}
          teams={teams.list}
          players={game.players}
          onMove={actions.moveGuest}
          onRename={actions.renameTeam}
          offline={offline}
        />
      )}
      <LobbyRulesPanel
        lobby={view.lobby}
        players={game.players}
        onSet={actions.setLobby}
        onApprove={actions.approvePlayer}
        onRemove={(id) => actions.kick(id, false)}
        offline={offline}
      />
      <PlayersPanel
        players={game.players}
        onKick={actions.kick}
        onRename={actions.renamePlayer}
        teams={teams && { mode: view.playMode, list: teams.list }}
        offline={offline}
      />
      <WishesPanel state={view.state} wishes={view.wishes} actions={actions} offline={offline} />
      {teams && <TeamLeaderboardPanel mode={view.playMode} entries={teams.full} />}
      <LeaderboardPanel
        entries={view.leaderboard.full}
        title={teams ? t('leaderboard.playerTitle') : undefined}
      />
    </>
  );
}

/** The night's pace (a break, the sound, the autopilot), the states, and the settings. */
function PacingColumn({ game, view }: ColumnProps): React.JSX.Element {
  const { actions } = game;
  const offline = !game.online;
  return (
    <>
      <BreakPanel
        state={view.state}
        breakMessage={view.breakMessage}
        onSetBreak={actions.setBreak}
        offline={offline}
      />
      <SoundPanel sound={view.sound} onSet={actions.setSound} offline={offline} />
      <AutopilotPanel
        key={JSON.stringify(view.autopilot)}
        autopilot={view.autopilot}
        leaderboardEvery={view.leaderboardEvery}
        onBreak={view.breakMessage !== null}
        onSet={actions.setAutopilot}
        offline={offline}
      />
      <DisplayLanguage view={view} onChoose={actions.setDisplayLanguage} offline={offline} />
      <StateList
        current={view.state}
        question={currentQuestion(view.state, view.questionNumber, view.questionCount)}
      />
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
    </>
  );
}
