/** The phone's words: its own catalog first, the shared one (`common:`), the server's refusals (`server:`). */
import type { TFunction } from 'i18next';
import { teamLabel, type PlayMode, type TeamInfo, type TeamNameWords } from '@shared/model/teams';

export type PhoneT = TFunction<['phone', 'common', 'server']>;

export { PHONE_NS } from '@shared/model/i18nNamespaces';

/** "2nd", "2.", "2e", "第2名"…: the language's own ordinal. */
export function place(t: PhoneT, n: number): string {
  return t('common:ordinal', { count: n, ordinal: true });
}

/** The phone's words for a team without a name of its own. */
function phoneTeamWords(t: PhoneT): TeamNameWords {
  return {
    table: (number) => t('team.table', { number }),
    namedTable: (number, name) => `${t('team.table', { number })} – ${name}`,
    side: (number) => t('team.side', { number }),
  };
}

/** "Table 7 – Lisbon", "Table 7", or a side's name (the quiz's own words, never translated). */
export function teamLabelIn(t: PhoneT, mode: PlayMode, team: TeamInfo): string {
  return teamLabel(phoneTeamWords(t), mode, team);
}

/** "Table 7", or a side's name: the short form for sentences ("Table 7 is 3rd"). */
export function teamShortIn(t: PhoneT, mode: PlayMode, team: TeamInfo): string {
  return teamLabel(phoneTeamWords(t), mode, team, 'short');
}
