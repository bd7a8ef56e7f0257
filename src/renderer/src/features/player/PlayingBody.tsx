import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { GameState, isFinalState } from '@shared/model/gameState';
import type { PlayerView } from '@shared/wire/payloads';
import { CountdownTimer } from '../../ui/countdown/CountdownTimer';
import { MessageCard } from '../../ui/card/MessageCard';
import type { PlayerGame } from './usePlayerGame';
import { PHONE_NS, place } from './phoneT';
import { displayedPlayerState, hasCurrentQuestion } from './playerState';
import { BreakCard } from './BreakCard';
import { GuestName } from './join/GuestName';
import { QuestionStep } from './answering/QuestionStep';
import { RankView } from './reveal/RankView';
import { StateFallback } from './StateFallback';
import { useLocale } from './settings/useLocale';
import { formatPoints } from './reveal/points';
import { standingOf, TeamBadge } from './team/TeamStanding';
import { WaitingView } from './WaitingView';
import { LazyGuestbook } from './wishes/LazyGuestbook';
import { LazyPhotoShare } from './photos/LazyPhotoShare';

/**
 * The phone's body once the guest has joined (or the game is over): loaded after the join form, so a
 * phone's first load carries none of it (issue 18). Views a joined guest sees go here, or in their own
 * lazy chunk below it.
 */
export function PlayingBody({ game }: { game: PlayerGame }): React.JSX.Element | null {
  const { view } = game;
  if (!view) return null;
  // Issue 31: "Share a photo" under every step's card, in the same place (a photo on its way keeps going).
  const state = displayedPlayerState(view, game.sentAnswer);
  return (
    <>
      <PlayingCards game={game} />
      <LazyPhotoShare socket={game.socket} state={state} joined={view.name !== null} />
    </>
  );
}

function PlayingCards({ game }: { game: PlayerGame }): React.JSX.Element | null {
  const { view } = game;
  if (!view) return null;
  const state = displayedPlayerState(view, game.sentAnswer);
  const standing = standingOf(view, game.quiz?.playMode);

  // The guestbook (issue 18) under the podium's and the break's card, when the server opens it.
  const couple = game.quiz?.coupleNames ?? null;
  const guestbook = <LazyGuestbook socket={game.socket} myWish={view.myWish} couple={couple} />;
  if (isFinalState(state)) {
    return (
      <>
        <FinalCard view={view} standing={standing} />
        {guestbook}
      </>
    );
  }
  // A break holds the game between two questions; a guest still to join gets the join form meanwhile.
  if (view.breakMessage !== null && state !== GameState.NEW) {
    return (
      <>
        <BreakCard message={view.breakMessage} standing={standing} />
        {guestbook}
      </>
    );
  }
  return <StepBody game={game} view={view} state={state} standing={standing} />;
}

interface StepProps {
  game: PlayerGame;
  view: PlayerView;
  state: GameState;
  /** A team game: the guest's table, its place and their points for it. */
  standing: ReactNode;
}

function StepBody({ game, view, state, standing }: StepProps): React.JSX.Element {
  const mode = game.quiz?.playMode;
  const teamMode = mode ?? 'tables';
  const { t } = useTranslation(PHONE_NS);
  switch (state) {
    case GameState.NEW:
      // Only a guest arriving after the podium began gets here (PlayerBody shows the others the join form).
      return <GameOverCard />;
    case GameState.WAITING:
      return (
        <WaitingView
          name={game.username}
          team={view.team && <TeamBadge mode={teamMode} team={view.team} />}
          pending={view.namePending === true}
        />
      );
    case GameState.STARTING_QUIZ:
      return (
        <MessageCard title={t('starting.title')}>
          <p className="card__lead">
            {game.username ? (
              <>
                {t('starting.ready')}
                <br />
                <GuestName name={game.username} />
              </>
            ) : (
              t('starting.readyAlone')
            )}
          </p>
          {standing}
        </MessageCard>
      );
    case GameState.STARTING_NEXT_QUESTION:
      return <ComingUpView view={view} clockOffsetMs={game.clockOffsetMs} />;
    case GameState.SHOW_LEADERBOARD:
      return view.neighbours ? (
        <RankView neighbours={view.neighbours} team={standing} />
      ) : (
        <StateFallback state={state} name={game.username} />
      );
    default: {
      const question = hasCurrentQuestion(view) ? view.question : null;
      return <QuestionStep game={game} view={view} state={state} question={question} team={standing} />;
    }
  }
}

/** STARTING_NEXT_QUESTION: which question comes, and the countdown to it. */
function ComingUpView({
  view,
  clockOffsetMs,
}: {
  view: PlayerView;
  clockOffsetMs: number;
}): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  return (
    <MessageCard
      kicker={
        hasCurrentQuestion(view)
          ? t('question.of', { number: view.questionNumber + 1, count: view.questionCount })
          : undefined
      }
      title={t('comingUp')}
    >
      <CountdownTimer timer={view.timer} clockOffsetMs={clockOffsetMs} size="large" />
    </MessageCard>
  );
}

/** In place of the join form once the final results began. */
function GameOverCard(): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  return (
    <MessageCard title={t('gameOver.title')}>
      <p className="card__lead">{t('gameOver.hint')}</p>
    </MessageCard>
  );
}

/**
 * The podium: the seed's own words; once the big screen has shown the winner, the guest's own place
 * too (the server keeps it back until then).
 */
function FinalCard({ view, standing }: { view: PlayerView; standing: ReactNode }): React.JSX.Element {
  const me = view.neighbours?.me;
  const { t } = useTranslation(PHONE_NS);
  const locale = useLocale();
  return (
    <MessageCard title={t('final.title')}>
      {me && (
        <p className="card__lead final-place" data-announce>
          {t('final.place', {
            place: place(t, me.rank),
            count: me.score,
            points: formatPoints(me.score, locale),
          })}
        </p>
      )}
      {me && standing}
    </MessageCard>
  );
}
