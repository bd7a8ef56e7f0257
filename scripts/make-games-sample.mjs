#!/usr/bin/env node
/**
 * Builds resources/samples/games.wedding-quiz.json: the games weddings play (issue 30): two shoe-game
 * questions the couple answer on their own phones, two "whose baby photo is this?" questions whose photo
 * unveils (tiles, then blur), and a "name that song" question with a clip. Everything is the project's
 * own: the couple's photos are the showcase sample's, the baby photos are drawn here (HTML rendered by
 * Chromium), and the clip is the project's celebration music (scripts/renderSounds.mjs).
 * Run: node scripts/make-games-sample.mjs (needs Chromium).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const showcase = JSON.parse(readFileSync('resources/samples/showcase.wedding-quiz.json', 'utf8'));
const partners = showcase.quiz.partners;
const media = Object.fromEntries(partners.map((p) => [p.photo, showcase.media[p.photo]]));

/** A baby in a knitted hat on a blanket: drawn, so the sample carries nothing made elsewhere. */
const baby = (
  blanket,
  hat,
  caption,
) => `<div style="width:480px;height:360px;background:${blanket};position:relative;overflow:hidden;font-family:serif">
  ${[0, 1, 2, 3, 4, 5].map((i) => `<div style="position:absolute;left:${i * 90 - 20}px;top:0;width:40px;height:360px;background:rgba(255,255,255,0.18)"></div>`).join('')}
  <div style="position:absolute;left:150px;top:70px;width:180px;height:190px;border-radius:50%;background:#f3c9a8"></div>
  <div style="position:absolute;left:140px;top:40px;width:200px;height:110px;border-radius:100px 100px 20px 20px;background:${hat}"></div>
  <div style="position:absolute;left:226px;top:22px;width:30px;height:30px;border-radius:50%;background:${hat}"></div>
  <div style="position:absolute;left:190px;top:170px;width:22px;height:22px;border-radius:50%;background:#3a2a33"></div>
  <div style="position:absolute;left:268px;top:170px;width:22px;height:22px;border-radius:50%;background:#3a2a33"></div>
  <div style="position:absolute;left:218px;top:215px;width:44px;height:20px;border-radius:0 0 22px 22px;background:#c0606e"></div>
  <div style="position:absolute;left:165px;top:200px;width:26px;height:16px;border-radius:50%;background:#f2a3a8;opacity:0.7"></div>
  <div style="position:absolute;left:290px;top:200px;width:26px;height:16px;border-radius:50%;background:#f2a3a8;opacity:0.7"></div>
  <div style="position:absolute;left:0;right:0;bottom:14px;text-align:center;font-size:26px;color:#3a2a33;font-style:italic">${caption}</div></div>`;

const scenes = {
  babyJames: baby('#cfe3f1', '#2f64b3', 'Summer, 1994'),
  babyAnna: baby('#f6d9df', '#e0a814', 'Christmas, 1995'),
};

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const path = {};
for (const [name, html] of Object.entries(scenes)) {
  const page = await browser.newPage({ viewport: { width: 480, height: 360 } });
  await page.setContent(`<body style="margin:0">${html}</body>`);
  const bytes = await page.screenshot({ type: 'jpeg', quality: 72 });
  await page.close();
  path[name] = `/media/${createHash('sha256').update(bytes).digest('hex')}.jpg`;
  media[path[name]] = `data:image/jpeg;base64,${bytes.toString('base64')}`;
}
await browser.close();

const song = readFileSync('src/renderer/src/assets/sounds/celebration.mp3');
const songPath = `/media/${createHash('sha256').update(song).digest('hex')}.mp3`;
media[songPath] = `data:audio/mpeg;base64,${song.toString('base64')}`;

const questions = [
  {
    kind: 'shoeGame',
    text: 'Who is the better cook?',
    explanation: 'Anna makes the best risotto in town; James makes the best toast.',
  },
  { kind: 'shoeGame', text: "Who said 'I love you' first?", answerSeconds: 25 },
  {
    kind: 'whoSaidIt',
    text: 'Whose baby photo is this?',
    photo: path.babyJames,
    unveil: 'tiles',
    correct: 1,
    explanation: 'James, aged one, already in his favourite blue.',
  },
  {
    kind: 'whoSaidIt',
    text: 'And this little one?',
    photo: path.babyAnna,
    unveil: 'blur',
    correct: 0,
    explanation: 'Anna, on her first Christmas.',
  },
  {
    kind: 'choice',
    text: 'Name that song: which tune is this?',
    options: ["The quiz's celebration music", 'The wedding march', 'Happy birthday', 'Their first dance'],
    correct: 0,
    clip: { path: songPath, start: 2, length: 10 },
    explanation: 'It plays again when the winners are crowned: put your own song here.',
  },
];

const sample = {
  kind: 'wedding-quiz',
  exportedAt: '2026-11-28T12:00:00.000Z',
  quiz: {
    version: 3,
    title: 'Anna & James: the games',
    coupleNames: 'Anna & James',
    eventDate: showcase.quiz.eventDate,
    timings: { countdownSeconds: 3, questionSeconds: 4, answerSeconds: 20 },
    partners,
    questions,
  },
  media,
};

writeFileSync('resources/samples/games.wedding-quiz.json', `${JSON.stringify(sample, null, 2)}\n`);
console.log(`games.wedding-quiz.json: ${questions.length} questions, ${Object.keys(media).length} files`);
