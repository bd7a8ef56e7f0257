import type { TFunction } from 'i18next';
import type { TeamInfo } from '@shared/model/teams';

/** How the cards go on paper: four A6 cards on each A4 sheet (cut apart), or one per A6 sheet. */
export type CardLayout = 'a4' | 'a6';

/** Each layout with its words' keys in the `screen` catalog (cards.a4, cards.a4Hint…). */
export const CARD_LAYOUTS: {
  layout: CardLayout;
  label: 'cards.a4' | 'cards.a6';
  hint: 'cards.a4Hint' | 'cards.a6Hint';
}[] = [
  { layout: 'a4', label: 'cards.a4', hint: 'cards.a4Hint' },
  { layout: 'a6', label: 'cards.a6', hint: 'cards.a6Hint' },
];

export function isCardLayout(value: string | null): value is CardLayout {
  return value === 'a4' || value === 'a6';
}

/** How many cards each sheet of paper holds. */
export const CARDS_PER_SHEET: Record<CardLayout, number> = { a4: 4, a6: 1 };

/** The tables sheet by sheet, in the quiz's order. */
export function sheetsOf(teams: readonly TeamInfo[], layout: CardLayout): TeamInfo[][] {
  const size = CARDS_PER_SHEET[layout];
  const sheets: TeamInfo[][] = [];
  for (let i = 0; i < teams.length; i += size) sheets.push(teams.slice(i, i + size));
  return sheets;
}

/** "12 cards on 3 A4 pages". */
export function sheetCount(t: TFunction<'screen'>, cards: number, layout: CardLayout): string {
  const sheets = Math.ceil(cards / CARDS_PER_SHEET[layout]);
  const paper = layout === 'a4' ? 'A4' : 'A6';
  return t('cards.count', {
    cards: t('cards.cards', { count: cards }),
    pages: t('cards.pages', { count: sheets, paper }),
  });
}
