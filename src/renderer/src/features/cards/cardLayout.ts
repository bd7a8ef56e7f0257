import type { TeamInfo } from '@shared/teams';

/** How the cards go on paper: four A6 cards on each A4 sheet (cut apart), or one per A6 sheet. */
export type CardLayout = 'a4' | 'a6';

export const CARD_LAYOUTS: { layout: CardLayout; label: string; hint: string }[] = [
  { layout: 'a4', label: 'Four per A4 page', hint: 'Print at 100% scale, then cut along the dashed lines.' },
  { layout: 'a6', label: 'One per A6 page', hint: 'For A6 card stock; print at 100% scale.' },
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
export function sheetCount(cards: number, layout: CardLayout): string {
  const sheets = Math.ceil(cards / CARDS_PER_SHEET[layout]);
  const paper = layout === 'a4' ? 'A4' : 'A6';
  return `${cards} ${cards === 1 ? 'card' : 'cards'} on ${sheets} ${paper} ${sheets === 1 ? 'page' : 'pages'}`;
}
