import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import { gamesMessageText, useGames } from './useGames';
import type { GameListItem } from '../../net/apiTypes';
import { startedAtText } from './gameSummary';
import { Spinner } from '../../ui/feedback/Spinner';
import { GameRow } from './GameRow';
import './games.css';
import { FormError } from '../../ui/card/FormError';

interface Props {
  /** Changes when the live game does (a reset, a restore, a new player): the list is read again. */
  refreshKey: string;
}

/** The current game and every archived one: CSVs, the printable results, restore. */
export function GamesPanel({ refreshKey }: Props): React.JSX.Element {
  const { games, error, busy, message, download, restore } = useGames(refreshKey);
  const { t } = useTranslation('operator');
  const language = useLanguage();

  const confirmRestore = (game: GameListItem): void => {
    const date = startedAtText(game.startedAt, language);
    if (window.confirm(t('games.restoreQuestion', { date, count: game.players }))) void restore(game.id);
  };

  return (
    <section className="panel games-panel" aria-labelledby="games-title">
      <h2 className="panel__title" id="games-title">
        {t('games.title')}
      </h2>
      <p className="panel__hint games-panel__intro">{t('games.intro')}</p>
      <FormError message={error} />
      {games === null && !error && <Spinner label={t('games.loading')} />}
      {games && (
        <div className="games-table__scroll">
          <table className="games-table">
            <thead>
              <tr>
                <th scope="col">{t('games.quiz')}</th>
                <th scope="col">{t('games.started')}</th>
                <th scope="col">{t('games.players')}</th>
                <th scope="col">{t('games.progress')}</th>
                <th scope="col">{t('games.keepsakes')}</th>
              </tr>
            </thead>
            <tbody>
              {games.map((game) => (
                <GameRow
                  key={game.id}
                  game={game}
                  busy={busy}
                  onDownload={(kind) => void download(game.id, kind)}
                  onRestore={() => confirmRestore(game)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="panel__hint" role="status" data-testid="games-status">
        {message && gamesMessageText(t, message)}
      </p>
    </section>
  );
}
