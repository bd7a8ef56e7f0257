import type { GameListItem } from '../../net/apiTypes';
import type { CsvKind } from '../../net/gamesApi';
import { resultsUrl } from '../../net/gamesApi';
import { progressOf, startedAtText } from './gameSummary';

interface Props {
  game: GameListItem;
  operatorKey: string;
  busy: boolean;
  onDownload: (kind: CsvKind) => void;
  onRestore: () => void;
}

const CSVS: { kind: CsvKind; name: string }[] = [
  { kind: 'standings', name: 'Standings CSV' },
  { kind: 'answers', name: 'Answers CSV' },
];

/** One game: what it was, and its keepsakes. */
export function GameRow({ game, operatorKey, busy, onDownload, onRestore }: Props): React.JSX.Element {
  const label = game.current ? 'the current game' : `the game of ${startedAtText(game.startedAt)}`;
  return (
    <tr
      className={game.current ? 'games-table__current' : undefined}
      data-testid="game-row"
      data-game={game.id}
    >
      <td>
        <span className="games-table__title">{game.title}</span>
        {game.current && <span className="games-table__badge">Current</span>}
      </td>
      <td>{startedAtText(game.startedAt)}</td>
      <td className="games-table__number">{game.players}</td>
      <td>{progressOf(game)}</td>
      <td className="games-table__actions">
        {CSVS.map(({ kind, name }) => (
          <button
            key={kind}
            className="button button--small"
            type="button"
            disabled={busy}
            onClick={() => onDownload(kind)}
            aria-label={`${name} of ${label}`}
          >
            {name}
          </button>
        ))}
        <a
          className="button button--small"
          href={resultsUrl(game.id, operatorKey)}
          target="_blank"
          rel="noreferrer"
          aria-label={`Results page of ${label}`}
        >
          Results page
        </a>
        {!game.current && (
          <button
            className="button button--small button--danger"
            type="button"
            disabled={busy}
            onClick={onRestore}
            aria-label={`Restore ${label}`}
          >
            Restore
          </button>
        )}
      </td>
    </tr>
  );
}
