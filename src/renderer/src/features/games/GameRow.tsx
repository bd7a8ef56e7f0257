import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import type { GameListItem } from '../../net/apiTypes';
import type { CsvKind } from '../../net/gamesApi';
import { progressOf, startedAtText } from './gameSummary';
import { useOperatorApi } from '../operator/operatorContext';
import { PhotosZipButton } from '../results/PhotosZipButton';

interface Props {
  game: GameListItem;
  busy: boolean;
  onDownload: (kind: CsvKind) => void;
  onRestore: () => void;
}

/** Each one's words are `games.<kind>` in the operator catalog. */
const CSVS = ['standings', 'answers'] as const satisfies readonly CsvKind[];

/** One game: what it was, and its keepsakes. */
export function GameRow({ game, busy, onDownload, onRestore }: Props): React.JSX.Element {
  const api = useOperatorApi();
  const { t } = useTranslation('operator');
  const language = useLanguage();
  const started = startedAtText(game.startedAt, language);
  const label = game.current ? t('games.theCurrentGame') : t('games.gameOf', { date: started });
  return (
    <tr
      className={game.current ? 'games-table__current' : undefined}
      data-testid="game-row"
      data-game={game.id}
    >
      <td>
        <bdi className="games-table__title">{game.title}</bdi>
        {game.current && <span className="games-table__badge">{t('games.current')}</span>}
      </td>
      <td>{started}</td>
      <td className="games-table__number">{formatNumber(game.players, language)}</td>
      <td>{progressOf(t, game)}</td>
      <td className="games-table__actions">
        {CSVS.map((kind) => (
          <button
            key={kind}
            className="button button--small"
            type="button"
            disabled={busy}
            onClick={() => onDownload(kind)}
            aria-label={t('games.csvLabel', { file: t(`games.${kind}`), game: label })}
          >
            {t(`games.${kind}`)}
          </button>
        ))}
        {game.photos > 0 && <PhotosZip gameId={game.id} gameLabel={label} />}
        <a
          className="button button--small"
          href={api.resultsUrl(game.id)}
          target="_blank"
          rel="noreferrer"
          aria-label={t('games.resultsLabel', { game: label })}
        >
          {t('games.resultsPage')}
        </a>
        {!game.current && (
          <button
            className="button button--small button--danger"
            type="button"
            disabled={busy}
            onClick={onRestore}
            aria-label={t('games.restoreLabel', { game: label })}
          >
            {t('games.restore')}
          </button>
        )}
      </td>
    </tr>
  );
}

/** The game's photos on the wall as one ZIP (issue 31), beside its CSV files. */
function PhotosZip({ gameId, gameLabel }: { gameId: string; gameLabel: string }): React.JSX.Element {
  const { t } = useTranslation('operator');
  return (
    <PhotosZipButton
      gameId={gameId}
      label={t('games.photosZip')}
      ariaLabel={t('games.csvLabel', { file: t('games.photosZip'), game: gameLabel })}
      failed={t('photos.zipFailed')}
    />
  );
}
