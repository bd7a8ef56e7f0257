// First: the quiz editor's and the games list's sheets (imported below) build on the panel's.
import './operator.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Route } from '@shared/model/routes';
import { ConnectionBanner } from '../../ui/feedback/ConnectionBanner';
import { WeddingLayout } from '../../ui/layout/WeddingLayout';
import { GameTab } from './game/GameTab';
import { OperatorProvider } from './operatorContext';
import { OperatorSections } from './OperatorSections';
import { OperatorTabs } from './OperatorTabs';
import { JournalRepairBanner } from './JournalRepairBanner';
import { SaveProblemBanner } from './SaveProblemBanner';
import { SectionBoundary } from './SectionBoundary';
import { useOperatorGame, type Rejection } from './useOperatorGame';
import { useFollowLanguage } from '../../i18n/useFollowLanguage';
import { useOperatorTab } from './useOperatorTab';
import { VenueTab } from './venue/VenueTab';
import { PhotosTab } from './photos/PhotosTab';
import { AlbumFullNotice } from './photos/AlbumFullNotice';

interface Props {
  /** Read by the page (the key form, the address's fragment): everything inside gets it from the context. */
  operatorKey: string;
  /** The server refused the key: back to the key form with this message. */
  onRefused: (message: string) => void;
}

/** Between the panel's name and the quiz's title: a mark, not a word. */
const TITLE_SEPARATOR = ' · ';

/** `/debug` with a key: everything the operator needs on one page. */
export function OperatorPanel({ operatorKey, onRefused }: Props): React.JSX.Element {
  const game = useOperatorGame(operatorKey);
  const { view, quiz } = game;
  const tab = useOperatorTab();
  useFollowLanguage(view?.language);
  const { t } = useTranslation('operator');
  const couldNotConnect = t('key.couldNotConnect');

  useEffect(() => {
    if (game.status === 'failed') onRefused(game.error ?? couldNotConnect);
  }, [game.status, game.error, onRefused, couldNotConnect]);

  return (
    <OperatorProvider operatorKey={operatorKey}>
      <WeddingLayout variant="operator" quiz={quiz}>
        <SaveProblemBanner problem={view?.saveProblem ?? null} />
        <JournalRepairBanner repair={view?.journalRepair ?? null} />
        <AlbumFullNotice full={view?.photos.full ?? null} />
        <OperatorBar title={quiz?.title ?? null} />
        <OperatorTabs current={tab} photosWaiting={view?.photos.counts.waiting} />
        {/* No key: the sections keep their state (unsaved edits) across the tabs. */}
        <SectionBoundary name={t('section.thisTab')} visible={tab === 'quiz' || tab === 'games'}>
          <OperatorSections tab={tab} view={view} quiz={quiz} />
        </SectionBoundary>
        {/* In the page before any "no" arrives, so screen readers announce it when it does. */}
        <div role="alert">
          {game.rejection && (
            <div className="toast toast--operator">
              <RejectionText rejection={game.rejection} />
              <button
                className="button button--small button--ghost"
                type="button"
                onClick={game.dismissRejection}
              >
                {t('ok')}
              </button>
            </div>
          )}
        </div>
        {tab === 'game' && <GameTab game={game} />}
        {tab === 'venue' && <VenueTab game={game} />}
        {tab === 'photos' && <PhotosTab game={game} />}
        <ConnectionBanner status={game.status} audience="operator" />
      </WeddingLayout>
    </OperatorProvider>
  );
}

/**
 * The server's "no" in its own English (its payload names no code to translate yet), or the panel's
 * own words when it could not send at all.
 */
function RejectionText({ rejection }: { rejection: Rejection }): React.JSX.Element {
  const { t } = useTranslation('operator');
  if (rejection.kind === 'unreachable') return <>{t('unreachable')}</>;
  return <span dir="auto">{rejection.msg}</span>;
}

/** The panel's title, and links to the pages it runs. */
function OperatorBar({ title }: { title: string | null }): React.JSX.Element {
  const { t } = useTranslation('operator');
  return (
    <div className="operator-bar">
      <h1 className="operator-bar__title">
        {t('bar.title')}
        {title !== null && (
          <>
            {TITLE_SEPARATOR}
            <bdi>{title}</bdi>
          </>
        )}
      </h1>
      <nav className="operator-bar__links" aria-label={t('bar.links')}>
        <a href={Route.screen} target="_blank" rel="noreferrer">
          {t('bar.screen')}
        </a>
        <a href="/" target="_blank" rel="noreferrer">
          {t('bar.player')}
        </a>
      </nav>
    </div>
  );
}
