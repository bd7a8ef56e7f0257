// How the list at the top of the editor names the play settings' fields.

export const PLAY_FIELD_NAMES: Record<string, string> = {
  playMode: 'Play mode',
  tables: 'Tables',
  sideNames: 'Side names',
  'sideNames.0': "First side's name",
  'sideNames.1': "Second side's name",
  autopilot: 'Autopilot',
  'autopilot.enabled': 'Autopilot',
  'autopilot.revealSeconds': 'Autopilot · answer shown for',
  'autopilot.leaderboardSeconds': 'Autopilot · leaderboard shown for',
  leaderboardEvery: 'Leaderboard pacing',
};

/** "tables.2.number" -> "Tables, line 3 · number". */
export function playFieldName(path: string): string | null {
  const table = /^tables\.(\d+)(?:\.(\w+))?$/.exec(path);
  if (!table) return null;
  const line = `Tables, line ${Number(table[1]) + 1}`;
  return table[2] ? `${line} · ${table[2] === 'number' ? 'number' : 'name'}` : line;
}
