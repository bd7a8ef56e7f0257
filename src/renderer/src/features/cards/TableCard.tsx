import { Trans, useTranslation } from 'react-i18next';
import type { QuizInfo } from '@shared/wire/quiz';
import type { TeamInfo } from '@shared/model/teams';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { Ornament } from '../../ui/card/Ornament';
import { tableJoinUrl } from './tableLink';
import { TableCardCodes } from './TableCardCodes';

/** Long names get smaller type, so every card keeps its shape. */
const LONG_NAME = 18;
const LONG_COUPLE = 32;

interface Props {
  table: TeamInfo;
  quiz: QuizInfo;
  /** The venue's `WIFI:` QR text: the card carries both codes, numbered (issue 18). */
  wifi?: string | null;
}

/** One table's card: its number and name, its QR code and address, one line of how, the couple. */
export function TableCard({ table, quiz, wifi = null }: Props): React.JSX.Element {
  const link = tableJoinUrl(quiz.joinUrl, table.number);
  const { t } = useTranslation('screen');
  const language = useLanguage();
  const label = t('teams.table', { number: table.number });
  return (
    <article className="table-card" data-testid="table-card" data-table={table.number}>
      <div className="table-card__frame">
        <p className="table-card__kicker">{t('cards.kicker')}</p>
        <h2 className="table-card__title">
          <Trans
            t={t}
            i18nKey="cards.title"
            values={{ number: table.number }}
            components={{
              word: <span className="table-card__word" />,
              number: <span className="table-card__number" />,
            }}
          />
        </h2>
        {table.name ? (
          <p
            className={`table-card__name${table.name.length > LONG_NAME ? ' table-card__name--long' : ''}`}
            dir="auto"
          >
            {table.name}
          </p>
        ) : (
          <p className="table-card__name table-card__name--none" aria-hidden="true" />
        )}
        <Ornament />
        <TableCardCodes link={link} wifi={wifi} alt={t('cards.qrAlt', { table: label, link })} />
        <p className="table-card__link" data-testid="table-card-link" dir="ltr">
          {link}
        </p>
        <p className="table-card__how">
          <span className="table-card__keep">{t('cards.scan', { table: label })}</span>{' '}
          <span className="table-card__keep">{t('cards.onePhone')}</span>
        </p>
        <p
          className={`table-card__couple${quiz.coupleNames.length > LONG_COUPLE ? ' table-card__couple--long' : ''}`}
          dir="auto"
        >
          {quiz.coupleNames}
        </p>
        <p className="table-card__date">
          <time dateTime={quiz.eventDate}>{formatDate(quiz.eventDate, language)}</time>
        </p>
      </div>
    </article>
  );
}
