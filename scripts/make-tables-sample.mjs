// Writes resources/samples/tables.wedding-quiz.json: the showcase quiz played by tables (12 tables from
// a seating plan, some with names), so `npm run serve -- --quiz resources/samples/tables.wedding-quiz.json`
// shows the Tables mode. Run after make-showcase-sample.mjs (it reuses its questions and photos).
import { readFileSync, writeFileSync } from 'node:fs';

const showcase = JSON.parse(
  readFileSync(new URL('../resources/samples/showcase.wedding-quiz.json', import.meta.url), 'utf8'),
);
const names = ['Lisbon', 'Kraków', 'Lake Bled', 'Kyoto', undefined, 'Edinburgh', undefined, 'Porto'];
const tables = Array.from({ length: 12 }, (_, i) => ({
  number: i + 1,
  ...(names[i] ? { name: names[i] } : {}),
}));
const quiz = {
  ...showcase.quiz,
  title: 'Anna & James: table against table',
  playMode: 'tables',
  tables,
  autopilot: { enabled: false, revealSeconds: 8, leaderboardSeconds: 6 },
  leaderboardEvery: 1,
};
const file = { ...showcase, quiz };
writeFileSync(
  new URL('../resources/samples/tables.wedding-quiz.json', import.meta.url),
  JSON.stringify(file, null, 2) + '\n',
);
console.log('Wrote resources/samples/tables.wedding-quiz.json');
