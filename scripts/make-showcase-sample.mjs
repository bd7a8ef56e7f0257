#!/usr/bin/env node
/**
 * Builds resources/samples/showcase.wedding-quiz.json: a ready-to-play quiz with every kind of question,
 * the story behind each answer and photos. The photos are drawn here (HTML rendered by Chromium), so the
 * sample carries nothing made elsewhere. Run: node scripts/make-showcase-sample.mjs (needs Chromium).
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const scenes = {
  library: {
    w: 480,
    h: 320,
    html: `<div style="width:480px;height:320px;background:linear-gradient(#f6e7d8,#c9a27e);position:relative;font-family:serif">
    ${[60, 140, 220].map((y) => `<div style="position:absolute;left:30px;top:${y}px;width:420px;height:14px;background:#7a4e2d"></div>`).join('')}
    ${[
      [50, 20, '#5b7f95', 28],
      [82, 28, '#a44a3f', 22],
      [108, 14, '#3f6f4f', 30],
      [142, 22, '#e8c170', 24],
      [300, 96, '#5b7f95', 26],
      [330, 104, '#a44a3f', 18],
      [352, 92, '#e8c170', 30],
      [190, 176, '#3f6f4f', 26],
      [220, 184, '#5b7f95', 22],
      [246, 170, '#a44a3f', 34],
    ]
      .map(
        ([x, y, c, w]) =>
          `<div style="position:absolute;left:${x}px;top:${y}px;width:${w}px;height:${60 - (y % 20)}px;background:${c};border-radius:2px"></div>`,
      )
      .join('')}
    <div style="position:absolute;left:0;right:0;bottom:18px;text-align:center;font-size:30px;color:#4a2c1a;font-style:italic">The university library</div></div>`,
  },
  anna: {
    w: 320,
    h: 320,
    html: `<div style="width:320px;height:320px;background:radial-gradient(#fde2e4,#e5989b);position:relative;overflow:hidden;font-family:serif">
    <div style="position:absolute;left:105px;top:60px;width:110px;height:120px;border-radius:50%;background:#f1c9a5"></div>
    <div style="position:absolute;left:90px;top:40px;width:140px;height:90px;border-radius:70px 70px 20px 20px;background:#6d4c41"></div>
    <div style="position:absolute;left:50px;top:190px;width:220px;height:200px;border-radius:110px 110px 0 0;background:#fff"></div>
    <div style="position:absolute;left:0;right:0;bottom:24px;text-align:center;font-size:40px;color:#8a3b45">Anna</div></div>`,
  },
  james: {
    w: 320,
    h: 320,
    html: `<div style="width:320px;height:320px;background:radial-gradient(#dbe7f4,#7ea6c9);position:relative;overflow:hidden;font-family:serif">
    <div style="position:absolute;left:105px;top:60px;width:110px;height:120px;border-radius:50%;background:#e9bf98"></div>
    <div style="position:absolute;left:100px;top:48px;width:120px;height:50px;border-radius:60px 60px 10px 10px;background:#3e2723"></div>
    <div style="position:absolute;left:50px;top:190px;width:220px;height:200px;border-radius:110px 110px 0 0;background:#263238"></div>
    <div style="position:absolute;left:150px;top:195px;width:20px;height:60px;background:#b71c1c;clip-path:polygon(50% 0,100% 30%,50% 100%,0 30%)"></div>
    <div style="position:absolute;left:0;right:0;bottom:24px;text-align:center;font-size:40px;color:#fff">James</div></div>`,
  },
  lake: {
    w: 480,
    h: 320,
    html: `<div style="width:480px;height:320px;background:linear-gradient(#2c3e66,#f4a261 70%,#2a9d8f 70%,#1d6f66);position:relative;overflow:hidden;font-family:serif">
    <div style="position:absolute;left:340px;top:60px;width:60px;height:60px;border-radius:50%;background:#ffd166"></div>
    <div style="position:absolute;left:-40px;top:100px;width:0;height:0;border-left:180px solid transparent;border-right:180px solid transparent;border-bottom:125px solid #1b2a41"></div>
    <div style="position:absolute;left:200px;top:80px;width:0;height:0;border-left:160px solid transparent;border-right:160px solid transparent;border-bottom:145px solid #22344f"></div>
    <div style="position:absolute;left:200px;top:150px;width:46px;height:40px;background:#f7ede2;border-radius:4px"></div>
    <div style="position:absolute;left:0;right:0;top:18px;text-align:center;font-size:28px;color:#fff;font-style:italic">Lake Bled, at sunset</div></div>`,
  },
};
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const media = {};
const path = {};
for (const [name, s] of Object.entries(scenes)) {
  const page = await browser.newPage({ viewport: { width: s.w, height: s.h } });
  await page.setContent(`<body style="margin:0">${s.html}</body>`);
  const bytes = await page.screenshot({ type: 'jpeg', quality: 78 });
  await page.close();
  path[name] = `/media/${createHash('sha256').update(bytes).digest('hex')}.jpg`;
  media[path[name]] = `data:image/jpeg;base64,${bytes.toString('base64')}`;
}
await browser.close();

const quiz = {
  version: 3,
  title: 'Anna & James: the showcase quiz',
  coupleNames: 'Anna & James',
  eventDate: '2024-07-28',
  timings: { countdownSeconds: 3, questionSeconds: 4, answerSeconds: 20 },
  partners: [
    { name: 'Anna', photo: path.anna },
    { name: 'James', photo: path.james },
  ],
  questions: [
    {
      kind: 'choice',
      text: 'Where did Anna and James first meet?',
      options: [
        "At a friend's barbecue",
        'In the university library',
        'On a ski trip',
        'At a music festival',
      ],
      correct: 1,
      explanation: 'In the university library: James had got lost on his first day and asked Anna the way.',
      revealPhoto: path.library,
    },
    {
      kind: 'trueFalse',
      text: 'James proposed on the top of a mountain.',
      correct: 1,
      explanation:
        'False! He proposed in a rowing boat on Lake Bled, and nearly dropped the ring in the water.',
      revealPhoto: path.lake,
    },
    {
      kind: 'whoSaidIt',
      text: 'Who said "I love you" first?',
      correct: 1,
      explanation: 'James, on the train home from their first weekend away.',
    },
    {
      kind: 'closest',
      text: 'How many countries have they visited together?',
      answer: 14,
      tolerance: 5,
      min: 0,
      max: 100,
      unit: 'countries',
      explanation: 'Fourteen so far, and the honeymoon in Japan makes fifteen.',
    },
    {
      kind: 'order',
      text: 'Put the moments of their story in order, from first to last.',
      items: ['Their first date', 'Their first holiday together', 'Moving in together', 'The proposal'],
      explanation: 'The first date was a little Italian restaurant; they moved in two years later.',
    },
    {
      kind: 'poll',
      text: 'Which song should open the dance floor tonight?',
      options: ['Dancing Queen', 'September (Earth, Wind & Fire)', "Don't Stop Me Now", 'Mr. Brightside'],
    },
    {
      kind: 'whoSaidIt',
      text: 'Who is more likely to get lost on the way to the venue?',
      correct: 2,
      explanation: 'Both! They once drove round the same roundabout four times.',
    },
    {
      text: 'What is the name of their cat?',
      options: ['Biscuit', 'Pickle', 'Mango', 'Noodle'],
      correct: 2,
      explanation: 'Mango, named after the first fruit Anna ever bought James.',
    },
  ],
};

const file = { kind: 'wedding-quiz', exportedAt: '2026-11-23T12:00:00.000Z', quiz, media };
writeFileSync(
  new URL('../resources/samples/showcase.wedding-quiz.json', import.meta.url),
  JSON.stringify(file, null, 2) + '\n',
);
console.log('Wrote resources/samples/showcase.wedding-quiz.json');
