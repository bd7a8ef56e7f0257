import { useGames } from './useGames';
import type { GameListItem } from '../../net/apiTypes';
import { startedAtText } from './gameSummary';
import { Spinner } from '../../ui/feedback/Spinner';
import { GameRow } from './GameRow';
import './games.css';
import { FormError } from '../../ui/card/FormError';

interface Props {
  operatorKey: string;
  /** Changes when the live game does (a reset, a restore, a new player): the list is read again. */
  refreshKey: string;
}

export const RESTORE_QUESTION = (game: GameListItem): string =>
  `Restore the game of ${startedAtText(game.startedAt)} (${game.players} players)? ` +
  'It becomes the current game again; the current game is archived, and nothing is deleted.';

/** The current game and every archived one: CSVs, the printable results, restore. */
export function GamesPanel({ operatorKey, refreshKey }: Props): React.JSX.Element {
  const { games, error, busy, message, download, restore } = useGames(operatorKey, refreshKey);

  const confirmRestore = (game: GameListItem): void => {
    if (window.confirm(RESTORE_QUESTION(game))) void restore(game.id);
  };

  return (
    <section className="panel games-panel" aria-labelledby="games-title">
      <h2 className="panel__title" id="games-title">
        Games and results
      </h2>
      <p className="panel__hint games-panel__intro">
        Every reset archives the game; nothing is deleted. Download the final standings or every answer as a
        spreadsheet (CSV), or open the printable results page, a keepsake for the couple.
      </p>
      <FormError message={error} />
      {games === null && !error && <Spinner label="Loading the games…" />}
      {games && (
        <div className="games-table__scroll">
          <table className="games-table">
            <thead>
              <tr>
                <th scope="col">Quiz</th>
                <th scope="col">Started</th>
                <th scope="col">Players</th>
                <th scope="col">Progress</th>
                <th scope="col">Keepsakes</th>
              </tr>
            </thead>
            <tbody>
              {games.map((game) => (
                <GameRow
                  key={game.id}
                  game={game}
                  operatorKey={operatorKey}
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
        {message}
      </p>
    </section>
  );
}
