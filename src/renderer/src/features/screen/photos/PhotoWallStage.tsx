import { useTranslation } from 'react-i18next';
import { GameState } from '@shared/model/gameState';
import type { ScreenView } from '@shared/wire/payloads';
import { formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/useLanguage';
import { JoinCard } from '../JoinCard';
import { QuizTitle } from '../QuizTitle';
import { tierOf } from '../stage/textTiers';
import type { ScreenGame } from '../useScreenGame';
import { WishSlideshow } from '../wishes/WishSlideshow';
import { PhotoMosaic } from './PhotoMosaic';
import { PinnedPhoto } from './PinnedPhoto';
import { useAlternation } from './useAlternation';
import './photoWall.css';

type Wall = NonNullable<ScreenView['photoWall']>;

/** Beside the join code six photos; on the whole screen eight. */
const BESIDE_JOIN = 6;
const WHOLE_SCREEN = 8;

interface Props {
  game: ScreenGame;
  view: ScreenView;
  wall: Wall;
}

/**
 * The guests' photo wall (issue 31), while the operator runs it: in the lobby and on a break beside the
 * join code (guests still join then), after the podium on the whole screen, taking turns with the wishes.
 */
export function PhotoWallStage({ game, view, wall }: Props): React.JSX.Element {
  if (view.breakMessage !== null) return <BreakWall game={game} wall={wall} message={view.breakMessage} />;
  if (view.state === GameState.NEW) return <LobbyWall game={game} wall={wall} wifi={view.venue.wifi} />;
  return <FinalWall game={game} wall={wall} wishes={view.wishes ?? null} />;
}

/** The pinned photo, the mosaic, or an invitation to share while no photo is on the wall yet. */
function WallContent({ wall, size }: { wall: Wall; size: number }): React.JSX.Element {
  const { t } = useTranslation('screen');
  if (wall.pinned) return <PinnedPhoto key={wall.pinned.id} photo={wall.pinned} />;
  if (wall.photos.length === 0) return <p className="wall-empty">{t('photoWall.empty')}</p>;
  return <PhotoMosaic photos={wall.photos} size={size} />;
}

function LobbyWall({
  game,
  wall,
  wifi,
}: {
  game: ScreenGame;
  wall: Wall;
  wifi: string | null;
}): React.JSX.Element {
  const { t } = useTranslation('screen');
  const language = useLanguage();
  return (
    <div className={`lobby wall-lobby${wifi ? ' lobby--wifi' : ''}`} data-testid="photo-wall">
      <JoinCard joinUrl={game.quiz?.joinUrl ?? ''} title={<QuizTitle quiz={game.quiz} />} wifi={wifi} />
      <section className="card wall-card" aria-labelledby="wall-title">
        <h2 className="wall-card__title" id="wall-title">
          {t('lobby.waiting', { players: formatNumber(game.playerCount, language) })}
        </h2>
        <p className="wall-card__share">{t('photoWall.share')}</p>
        <WallContent wall={wall} size={BESIDE_JOIN} />
      </section>
    </div>
  );
}

function BreakWall({
  game,
  wall,
  message,
}: {
  game: ScreenGame;
  wall: Wall;
  message: string;
}): React.JSX.Element {
  const { t } = useTranslation('screen');
  return (
    <div className="lobby break wall-break" data-testid="photo-wall">
      <JoinCard joinUrl={game.quiz?.joinUrl ?? ''} title={t('break.join')} className="break__join" />
      <section className="card wall-card" aria-labelledby="wall-title">
        <p className="stage__kicker">{t('break.kicker')}</p>
        <h2
          className={`wall-card__message wall-card__message--${tierOf(message.length, 60, 110)}`}
          id="wall-title"
          data-testid="break-message"
          dir="auto"
        >
          {message}
        </h2>
        <WallContent wall={wall} size={BESIDE_JOIN} />
      </section>
    </div>
  );
}

interface FinalProps {
  game: ScreenGame;
  wall: Wall;
  wishes: NonNullable<ScreenView['wishes']> | null;
}

/**
 * After the podium: the wall on the whole screen; with the wishes' slideshow running too, each has 30 s
 * in turn. Both stay mounted, so each goes on where it left off (every wish gets its turn).
 */
function FinalWall({ game, wall, wishes }: FinalProps): React.JSX.Element {
  const { t } = useTranslation('screen');
  // A pinned photo is the operator's choice of the moment: it stays until unpinned.
  const wishesTurn = useAlternation(wishes !== null && !wall.pinned);
  return (
    <>
      <div className="wall-turn" hidden={wishesTurn}>
        <section className="stage wall-full" data-testid="photo-wall">
          <h1 className="stage__kicker wall-full__kicker">{t('photoWall.title')}</h1>
          <WallContent wall={wall} size={WHOLE_SCREEN} />
        </section>
      </div>
      {wishes && (
        <div className="wall-turn" hidden={!wishesTurn}>
          <WishSlideshow wishes={wishes} couple={game.quiz?.coupleNames ?? ''} />
        </div>
      )}
    </>
  );
}
