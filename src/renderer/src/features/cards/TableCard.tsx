import type { QuizInfo } from '@shared/quiz';
import { teamShortLabel, type TeamInfo } from '@shared/teams';
import { Ornament } from '../../ui/card/Ornament';
import { formatEventDate } from '../../ui/layout/eventDate';
import { QrCode } from '../../ui/qr/QrCode';
import { tableJoinUrl } from './tableLink';

/** Long names get smaller type, so every card keeps its shape. */
const LONG_NAME = 18;
const LONG_COUPLE = 32;

/** Plain black modules on paper: the most reliable to scan in candlelight. */
const QR_INK = '#000000';

interface Props {
  table: TeamInfo;
  quiz: QuizInfo;
}

/** One table's card: its number and name, its QR code and address, one line of how, the couple. */
export function TableCard({ table, quiz }: Props): React.JSX.Element {
  const link = tableJoinUrl(quiz.joinUrl, table.number);
  const label = teamShortLabel('tables', table);
  return (
    <article className="table-card" data-testid="table-card" data-table={table.number}>
      <div className="table-card__frame">
        <p className="table-card__kicker">The Wedding Quiz</p>
        <h2 className="table-card__title">
          <span className="table-card__word">Table</span>{' '}
          <span className="table-card__number">{table.number}</span>
        </h2>
        {table.name ? (
          <p className={`table-card__name${table.name.length > LONG_NAME ? ' table-card__name--long' : ''}`}>
            {table.name}
          </p>
        ) : (
          <p className="table-card__name table-card__name--none" aria-hidden="true" />
        )}
        <Ornament />
        <QrCode
          value={link}
          alt={`QR code to play as ${label}: ${link}`}
          className="table-card__qr"
          dark={QR_INK}
        />
        <p className="table-card__link" data-testid="table-card-link">
          {link}
        </p>
        <p className="table-card__how">
          <span className="table-card__keep">Scan to play the quiz as {label} —</span>{' '}
          <span className="table-card__keep">one phone per table is fine</span>
        </p>
        <p
          className={`table-card__couple${quiz.coupleNames.length > LONG_COUPLE ? ' table-card__couple--long' : ''}`}
        >
          {quiz.coupleNames}
        </p>
        <p className="table-card__date">
          <time dateTime={quiz.eventDate}>{formatEventDate(quiz.eventDate)}</time>
        </p>
      </div>
    </article>
  );
}
