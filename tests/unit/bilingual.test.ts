/**
 * Bilingual quizzes (issue 16): a second language for the quiz's own texts. The format accepts missing
 * translations and refuses what cannot be meant; the views carry the second texts (in the order the
 * options are shown, shortened like the main ones on phones); a phone picks its guest's language.
 */
import { describe, expect, it } from 'vitest';
import {
  GameState,
  playerViewSchema,
  quizSchema,
  screenViewSchema,
  teamsOfQuiz,
  type Quiz,
  type Timings,
} from '@shared/index';
import { Game } from '../../src/main/server/engine/game';
import { TeamBook } from '../../src/main/server/engine/teamBook';
import { teamName } from '../../src/renderer/src/features/screen/teams/teamWords';
import { screenT } from '../support/screenWords';
import { ViewContext } from '../../src/main/server/game/views';
import {
  questionIn,
  quizIn,
  revealIn,
  secondLine,
  teamIn,
  titleIn,
  viewIn,
} from '../../src/renderer/src/i18n/quizTexts';
import { testQuiz } from '../support/quizzes';

const T0 = 1_700_000_000_000;
const TIMINGS: Timings = { countdownSeconds: 3, questionSeconds: 3, answerSeconds: 20 };
const S = GameState;

const LONG_STORY = `${'Se conocieron en una boda en Sevilla, '.repeat(8)}y nunca más se separaron.`;

function bilingual(patch: Partial<Quiz> = {}): Quiz {
  return {
    ...testQuiz({ version: 3, title: 'Our story', coupleNames: 'Ana & Tom', timings: TIMINGS }),
    language: 'en',
    secondLanguage: 'es',
    second: { title: 'Nuestra historia' },
    questions: [
      {
        text: 'Where did they meet?',
        options: ['Seville', 'Paris', 'Online'],
        correct: 0,
        explanation: 'At a wedding.',
        second: {
          text: '¿Dónde se conocieron?',
          options: ['Sevilla', '', 'En internet'],
          explanation: LONG_STORY,
        },
      },
      {
        kind: 'order',
        text: 'Put in order',
        items: ['First date', 'Engagement', 'Wedding'],
        second: { items: ['Primera cita', 'Compromiso', 'Boda'] },
      },
      { kind: 'closest', text: 'How far?', answer: 10, tolerance: 2, min: 0, max: 100, unit: 'km' },
    ],
    ...patch,
  };
}

function problems(quiz: unknown): string[] {
  const parsed = quizSchema.safeParse(quiz);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('the quiz format', () => {
  it('takes a second language with some translations missing', () => {
    expect(problems(bilingual())).toEqual([]);
    expect(problems(bilingual({ secondLanguage: undefined, second: undefined }))).toEqual([]);
  });

  it('refuses a second language equal to the main one, and unknown languages', () => {
    expect(problems(bilingual({ secondLanguage: 'en' }))).toEqual([
      'secondLanguage: The second language must differ from the main one',
    ]);
    expect(problems(bilingual({ language: 'es', secondLanguage: 'es' }))).toHaveLength(1);
    expect(problems({ ...bilingual(), secondLanguage: 'xx' })[0]).toMatch(/^secondLanguage: Choose one of/);
  });

  it('refuses more translated options than options, and over-long translations', () => {
    const quiz = bilingual();
    const first = quiz.questions[0]!;
    const tooMany = { ...first, second: { options: ['a', 'b', 'c', 'd'] } };
    expect(problems({ ...quiz, questions: [tooMany] })).toEqual([
      'questions.0.second.options: More translations than options',
    ]);
    const tooLong = { ...first, second: { text: 'x'.repeat(301) } };
    expect(problems({ ...quiz, questions: [tooLong] })[0]).toMatch(/^questions\.0\.second\.text:/);
  });

  it('gives a table a second name', () => {
    const quiz = bilingual({
      playMode: 'tables',
      tables: [{ number: 7, name: 'Lisbon', secondName: 'Lisboa' }, { number: 8 }],
    });
    expect(problems(quiz)).toEqual([]);
  });
});

describe('the views of a bilingual quiz', () => {
  let clock = T0;
  function gameAt(quiz: Quiz, state: number, questionNumber = 0): Game {
    const game = new Game({ type: 'create', at: T0, gameId: 'g', quiz, timings: TIMINGS });
    game.apply({ type: 'join', at: clock, playerId: game.nextPlayerId(), token: 't', name: 'Ana' });
    for (let i = 0; i < 100 && !(game.state === state && game.questionNumber === questionNumber); i++) {
      game.apply({ type: 'advance', at: ++clock, from: game.state, cause: 'operator' });
    }
    return game;
  }

  it('sends the question in both languages, a missing translation as null', () => {
    const game = gameAt(bilingual(), S.SHOW_QUESTION_OPTIONS);
    const context = new ViewContext(game, clock);
    const phone = playerViewSchema.parse(context.player(game.activePlayers()[0]));
    expect(phone.question?.text).toBe('Where did they meet?');
    expect(phone.question?.second).toEqual({
      language: 'es',
      text: '¿Dónde se conocieron?',
      options: ['Sevilla', null, 'En internet'],
      unit: null,
    });
    expect(screenViewSchema.parse(context.screen()).question?.second?.text).toBe('¿Dónde se conocieron?');
  });

  it('keeps the options out until they are shown, in both languages', () => {
    const game = gameAt(bilingual(), S.SHOW_QUESTION);
    expect(new ViewContext(game, clock).screen().question?.second?.options).toEqual([]);
  });

  it('shuffles the translated items as the main ones', () => {
    const game = gameAt(bilingual(), S.SHOW_QUESTION_OPTIONS, 1);
    const question = new ViewContext(game, clock).screen().question!;
    const english = ['First date', 'Engagement', 'Wedding'];
    const spanish = ['Primera cita', 'Compromiso', 'Boda'];
    expect(question.second?.options).toEqual(question.options.map((o) => spanish[english.indexOf(o)]));
  });

  it('shortens the translated story for phones as the main one', () => {
    const game = gameAt(bilingual(), S.SHOW_CORRECT_ANSWER);
    const context = new ViewContext(game, clock);
    const phoneStory = context.player(game.activePlayers()[0]).reveal?.second?.explanation ?? '';
    expect(phoneStory.length).toBeLessThanOrEqual(140);
    expect(phoneStory.endsWith('…')).toBe(true);
    expect(context.screen().reveal?.second?.explanation).toBe(LONG_STORY);
  });

  it('sends no second texts for a quiz in one language', () => {
    const game = gameAt(bilingual({ secondLanguage: undefined }), S.SHOW_CORRECT_ANSWER);
    const view = new ViewContext(game, clock).screen();
    expect(view.question?.second).toBeNull();
    expect(view.reveal?.second).toBeNull();
  });
});

describe('a phone reads the quiz in its language', () => {
  const question = {
    kind: 'choice' as const,
    text: 'Where did they meet?',
    options: ['Seville', 'Paris'],
    itemIds: null,
    number: null,
    partnerPhotos: null,
    photo: null,
    unveil: null,
    clip: null,
    second: { language: 'es' as const, text: '¿Dónde?', options: ['Sevilla', null], unit: null },
  };

  it('in the second language where translated, else the main one', () => {
    expect(questionIn(question, 'es')).toMatchObject({ text: '¿Dónde?', options: ['Sevilla', 'Paris'] });
    expect(questionIn(question, 'de')).toBe(question);
    expect(questionIn(question, 'en')).toBe(question);
  });

  it('the story, the order and the title too', () => {
    const reveal = {
      explanation: 'At a wedding.',
      photo: null,
      order: ['First date', 'Wedding'],
      rightCount: 0,
      closest: null,
      couple: null,
      second: { language: 'es' as const, explanation: null, order: ['Primera cita', null] },
    };
    expect(revealIn(reveal, 'es')).toMatchObject({
      explanation: 'At a wedding.',
      order: ['Primera cita', 'Wedding'],
    });
    const info = { title: 'Our story', second: { language: 'es' as const, title: 'Nuestra historia' } };
    expect(titleIn(info, 'es')).toBe('Nuestra historia');
    expect(titleIn(info, 'fr')).toBe('Our story');
  });

  it('a whole phone view, the quiz info and a table, in the guest language only', () => {
    const game = new Game({ type: 'create', at: T0, gameId: 'g', quiz: bilingual(), timings: TIMINGS });
    game.apply({ type: 'join', at: T0, playerId: game.nextPlayerId(), token: 't', name: 'Ana' });
    for (let i = 0; i < 5 && game.state !== S.SHOW_QUESTION_OPTIONS; i++)
      game.apply({ type: 'advance', at: T0 + i + 1, from: game.state, cause: 'operator' });
    const view = new ViewContext(game, T0 + 10).player(game.activePlayers()[0]);
    const second = { language: 'es' as const, title: 'Nuestra historia' };
    expect(viewIn(view, 'es', second).question).toMatchObject({
      text: '¿Dónde se conocieron?',
      options: ['Sevilla', 'Paris', 'En internet'],
    });
    expect(viewIn(view, 'de', second)).toBe(view);
    const info = { title: 'Our story', second } as Parameters<typeof quizIn>[0];
    expect(quizIn(info, 'es').title).toBe('Nuestra historia');
    expect(quizIn(info, 'ar')).toBe(info);
    const table = { number: 7, name: 'Lisbon', secondName: 'Lisboa' };
    expect(teamIn(table, 'es', second).name).toBe('Lisboa');
    expect(teamIn(table, 'fr', second).name).toBe('Lisbon');
    expect(teamIn(table, 'es', null).name).toBe('Lisbon');
  });

  it('the big screen shows a second line only where it says something else', () => {
    expect(secondLine('Paris', 'París')).toBe('París');
    expect(secondLine('Paris', 'Paris')).toBeNull();
    expect(secondLine('Paris', null)).toBeNull();
  });
});

describe('the teams of a bilingual quiz', () => {
  const tables = bilingual({
    playMode: 'tables',
    tables: [
      { number: 7, name: 'Lisbon', secondName: 'Lisboa' },
      { number: 8, name: 'Porto' },
    ],
  });

  it('carry their second names, only in a bilingual quiz', () => {
    expect(teamsOfQuiz(tables)).toEqual([
      { number: 7, name: 'Lisbon', secondName: 'Lisboa' },
      { number: 8, name: 'Porto' },
    ]);
    expect(teamsOfQuiz({ ...tables, secondLanguage: undefined })[0]).toEqual({ number: 7, name: 'Lisbon' });
    const sides = bilingual({
      playMode: 'sides',
      sideNames: ["Ana's family", "Tom's family"],
      second: { sideNames: ['La familia de Ana', ''] },
    });
    expect(teamsOfQuiz(sides)).toEqual([
      { number: 1, name: "Ana's family", secondName: 'La familia de Ana' },
      { number: 2, name: "Tom's family" },
    ]);
  });

  it('a table the operator renames loses its second name (it translated the old one)', () => {
    const book = new TeamBook(teamsOfQuiz(tables));
    expect(book.info(7)).toEqual({ number: 7, name: 'Lisbon', secondName: 'Lisboa' });
    book.rename(7, 'The cousins');
    expect(book.info(7)).toEqual({ number: 7, name: 'The cousins' });
    book.rename(7, null);
    expect(book.list()[0]).toEqual({ number: 7, name: 'Lisbon', secondName: 'Lisboa' });
  });

  it('the big screen names a table in both languages, once where they are the same', async () => {
    const t = await screenT('fr');
    expect(teamName(t, 'tables', { number: 7, name: 'Lisbon', secondName: 'Lisboa' })).toBe(
      'Table 7 – Lisbon / Lisboa',
    );
    expect(teamName(t, 'tables', { number: 8, name: 'Porto', secondName: 'Porto' })).toBe('Table 8 – Porto');
    expect(teamName(t, 'sides', { number: 1, name: "Ana's family", secondName: 'La familia de Ana' })).toBe(
      "Ana's family / La familia de Ana",
    );
  });
});
