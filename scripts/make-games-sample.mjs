#!/usr/bin/env node
/**
 * Builds resources/samples/games.wedding-quiz.json: the games weddings play (issue 30): two shoe-game
 * questions the couple answer on their own phones, and a question to close. The couple's photos are the
 * showcase sample's (drawn by scripts/make-showcase-sample.mjs), so nothing here is made elsewhere.
 * Run: node scripts/make-games-sample.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';

const showcase = JSON.parse(readFileSync('resources/samples/showcase.wedding-quiz.json', 'utf8'));
const partners = showcase.quiz.partners;
const media = Object.fromEntries(partners.map((p) => [p.photo, showcase.media[p.photo]]));

const questions = [
  {
    kind: 'shoeGame',
    text: 'Who is the better cook?',
    explanation: 'Anna makes the best risotto in town; James makes the best toast.',
  },
  {
    kind: 'shoeGame',
    text: "Who said 'I love you' first?",
    answerSeconds: 25,
  },
  {
    kind: 'choice',
    text: 'Where are Anna and James going on their honeymoon?',
    options: ['Japan', 'Iceland', 'Peru', 'A cabin in Wales'],
    correct: 0,
    explanation: 'Two weeks in Japan, with a night in a temple in Koyasan.',
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
console.log(`games.wedding-quiz.json: ${questions.length} questions, ${Object.keys(media).length} photos`);
