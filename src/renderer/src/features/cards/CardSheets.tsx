import { useTranslation } from 'react-i18next';
import type { QuizInfo } from '@shared/wire/quiz';
import type { TeamInfo } from '@shared/model/teams';
import { sheetsOf, type CardLayout } from './cardLayout';
import { TableCard } from './TableCard';

interface Props {
  tables: readonly TeamInfo[];
  quiz: QuizInfo;
  layout: CardLayout;
  /** The venue's `WIFI:` QR text, or null. */
  wifi?: string | null;
}

/** The cards sheet by sheet, each sheet a page on paper (A4 with cut lines between four, or A6). */
export function CardSheets({ tables, quiz, layout, wifi = null }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  const separator = t('kind.separator');
  return (
    <div className={`cards-sheets cards-sheets--${layout}`} data-testid="card-sheets" data-layout={layout}>
      {sheetsOf(tables, layout).map((sheet) => (
        <section
          key={sheet[0]?.number}
          className={`cards-sheet cards-sheet--${layout}`}
          aria-label={t('cards.sheetLabel', {
            tables: sheet.map((table) => t('cards.sheetTable', { number: table.number })).join(separator),
          })}
        >
          {sheet.map((table) => (
            <TableCard key={table.number} table={table} quiz={quiz} wifi={wifi} />
          ))}
        </section>
      ))}
    </div>
  );
}
