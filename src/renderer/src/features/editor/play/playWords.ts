import type { EditorT } from '../editorWords';

// How the list at the top of the editor names the play settings' fields.

type PlayField =
  | 'playMode'
  | 'tables'
  | 'sideNames'
  | 'side0'
  | 'side1'
  | 'autopilot'
  | 'autopilotReveal'
  | 'autopilotLeaderboard'
  | 'leaderboardEvery';

const PLAY_FIELDS: Record<string, PlayField> = {
  playMode: 'playMode',
  tables: 'tables',
  sideNames: 'sideNames',
  'sideNames.0': 'side0',
  'sideNames.1': 'side1',
  autopilot: 'autopilot',
  'autopilot.enabled': 'autopilot',
  'autopilot.revealSeconds': 'autopilotReveal',
  'autopilot.leaderboardSeconds': 'autopilotLeaderboard',
  leaderboardEvery: 'leaderboardEvery',
};

/** "tables.2.number" -> "Tables, line 3 · number"; "playMode" -> "Play mode"; null when not a play field. */
export function playFieldName(path: string, t: EditorT): string | null {
  const named = PLAY_FIELDS[path];
  if (named) return t(`fields.${named}`);
  const table = /^tables\.(\d+)(?:\.(\w+))?$/.exec(path);
  if (!table) return null;
  const line = Number(table[1]) + 1;
  if (!table[2]) return t('fields.tableLine', { line });
  return t(table[2] === 'number' ? 'fields.tableNumber' : 'fields.tableName', { line });
}
