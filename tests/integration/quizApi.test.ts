import { describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import { GameState, type Quiz } from '@shared/index';
import {
  connectOperator,
  connectScreen,
  joinPlayer,
  OPERATOR_KEY,
  useTestResources,
  type OperatorView,
  type PlayerView,
  type ScreenView,
  type TestServer,
} from './harness';
import { CATS_OR_DOGS, FAVOURITE_DISH, miaAndLeo, quickTimings } from '../support/quizzes';

const resources = useTestResources({ timings: quickTimings(10) });

function server(): Promise<TestServer> {
  return resources.server();
}

function api(t: TestServer, path: string, init: RequestInit = {}, key = OPERATOR_KEY): Promise<Response> {
  const headers = new Headers(init.headers);
  if (key) headers.set('authorization', `Bearer ${key}`);
  return fetch(`${t.url}/api${path}`, { ...init, headers });
}

function json(body: unknown): RequestInit {
  return { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** A real 1×1 PNG, made here so the test needs no fixture file. */
function tinyPng(rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer): number => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer): Buffer => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, ...rgb]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const customQuiz: Quiz = miaAndLeo({
  version: 1,
  timings: quickTimings(10),
  questions: [
    { ...CATS_OR_DOGS },
    { text: 'Where was the first kiss?', options: ['Paris', 'Rome, "by the fountain"', 'Oslo'], correct: 0 },
    { ...FAVOURITE_DISH, answerSeconds: 5 },
  ],
});

describe('the operator API: quiz editing, import/export, results', () => {
  it('needs the operator key', async () => {
    const t = await server();
    for (const path of ['/quiz', '/games', '/games/current/answers.csv']) {
      const res = await api(t, path, {}, 'wrong');
      expect(res.status).toBe(401);
      expect(((await res.json()) as { msg: string }).msg).toMatch(/operator/);
    }
    expect((await api(t, '/quiz', json(customQuiz), '')).status).toBe(401);
  });

  it('loads a custom quiz of 3 questions with 2, 3 and 4 options, plays it, and exports every answer as CSV', async () => {
    const t = await server();
    const screen = await connectScreen(t.url);
    resources.track(screen);
    const saved = await api(t, '/quiz', json(customQuiz));
    expect(saved.status).toBe(200);
    const info = await screen.next('quizInfo', (i) => i.title === 'Mia & Leo Trivia');
    expect(info).toMatchObject({ coupleNames: 'Mia & Leo', eventDate: '2027-06-12', questionCount: 3 });

    const operator = await connectOperator(t.url);
    const { client: ann } = await joinPlayer(t.url, 'Ann');
    const { client: bo } = await joinPlayer(t.url, '=Bo,"x"');
    [operator, ann, bo].forEach(resources.track);
    operator.emit('requestNextState', { from: GameState.NEW });
    await operator.view(GameState.STARTING_QUIZ);

    const picks = [
      [1, 0],
      [0, 2],
      [3, 3],
    ];
    for (let q = 0; q < 3; q++) {
      operator.emit('requestNextState', {
        from: q === 0 ? GameState.STARTING_QUIZ : GameState.SHOW_LEADERBOARD,
      });
      const view = (await ann.view(GameState.SHOW_QUESTION_OPTIONS, q)) as PlayerView;
      expect(view.question?.options).toHaveLength(q + 2);
      if (q === 0) {
        ann.emit('userAnsweredQuestion', { questionNo: 0, answer: 3 });
        expect((await ann.next('answerRejected')).msg).toMatch(/option does not exist/);
      }
      ann.emit('userAnsweredQuestion', { questionNo: q, answer: picks[q]![0] });
      bo.emit('userAnsweredQuestion', { questionNo: q, answer: picks[q]![1] });
      const reveal = (await screen.view(GameState.SHOW_CORRECT_ANSWER, q)) as ScreenView;
      expect(reveal.responses).toHaveLength(4);
      operator.emit('requestNextState', { from: GameState.SHOW_CORRECT_ANSWER });
      // A step is shown once it is saved: the next click comes after the operator sees it.
      if (q < 2) await screen.view(GameState.SHOW_LEADERBOARD, q);
    }
    await screen.view(GameState.SHOW_FINAL_RESULTS_SHOW_0);

    // Editing is refused once the game has started.
    const refused = await api(t, '/quiz', json(customQuiz));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { msg: string }).msg).toMatch(/reset/);

    const answers = await api(t, '/games/current/answers.csv');
    expect(answers.headers.get('content-type')).toContain('text/csv');
    const lines = (await answers.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('player,question_number,question,option,option_text,correct,points,time_s');
    expect(lines).toHaveLength(7);
    const rows = lines.slice(1);
    expect(rows[0]).toMatch(/^Ann,1,Cats or dogs\?,B,Dogs,true,\d{3,4},\d+\.\d\d$/);
    expect(rows[1]).toMatch(/^"'=Bo,""x""",1,Cats or dogs\?,A,Cats,false,0,\d+\.\d\d$/);
    expect(rows[2]).toMatch(/^Ann,2,Where was the first kiss\?,A,Paris,true,\d{3,4},/);
    expect(rows[3]).toMatch(/^"'=Bo,""x""",2,Where was the first kiss\?,C,Oslo,false,0,/);
    expect(rows[4]).toMatch(/^Ann,3,Favourite dish\?,D,Curry,true,/);
    expect(rows[5]).toMatch(/^"'=Bo,""x""",3,Favourite dish\?,D,Curry,true,/);

    const standings = (await (await api(t, '/games/current/standings.csv')).text()).replace(/^\uFEFF/, '');
    const sLines = standings.trimEnd().split('\r\n');
    expect(sLines[0]).toBe('rank,player,score,correct_answers,correct_answer_time_s');
    expect(sLines[1]).toMatch(/^1,Ann,\d+,3,\d+\.\d\d$/);
    expect(sLines[2]).toMatch(/^2,"'=Bo,""x""",\d+,1,\d+\.\d\d$/);

    const results = (await (await api(t, '/games/current/results')).json()) as {
      standings: { player_name: string }[];
      questions: { responses: number[]; correctCount: number }[];
    };
    expect(results.standings.map((s) => s.player_name)).toEqual(['Ann', '=Bo,"x"']);
    expect(results.questions.map((q) => q.responses)).toEqual([
      [1, 1],
      [1, 0, 1],
      [0, 0, 0, 2],
    ]);
  });

  it('shows every problem of an invalid quiz next to its field and changes nothing', async () => {
    const t = await server();
    const broken = {
      ...customQuiz,
      title: '',
      eventDate: '12/06/2027',
      questions: [{ text: 'Only one option', options: ['A'], correct: 2 }],
    };
    const res = await api(t, '/quiz', json(broken));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { problems: { path: string }[] };
    const paths = body.problems.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['title', 'eventDate', 'questions.0.options']));
    const current = (await (await api(t, '/quiz')).json()) as { quiz: Quiz; editable: boolean };
    expect(current.quiz.title).toBe('Anna & James Trivia');
    expect(current.editable).toBe(true);
  });

  it('stores uploaded images after checking their type and size, and round-trips a quiz file with them', async () => {
    const t = await server();
    const notImage = await api(t, '/media', { method: 'POST', body: '<script>alert(1)</script>' });
    expect(notImage.status).toBe(400);
    expect(((await notImage.json()) as { msg: string }).msg).toMatch(/PNG, JPEG, WebP and GIF/);
    const huge = await api(t, '/media', { method: 'POST', body: Buffer.alloc(9 * 1024 * 1024, 1) });
    expect(huge.status).toBe(413);

    const upload = await api(t, '/media', { method: 'POST', body: new Uint8Array(tinyPng([200, 40, 90])) });
    expect(upload.status).toBe(201);
    const { path } = (await upload.json()) as { path: string };
    expect(path).toMatch(/^\/media\/[a-f0-9]{64}\.png$/);
    const served = await fetch(`${t.url}${path}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(tinyPng([200, 40, 90]));

    const withPhoto = {
      ...customQuiz,
      backgroundImage: path,
      questions: customQuiz.questions.map((q, i) => (i === 0 ? { ...q, photo: path } : q)),
    };
    expect((await api(t, '/quiz', json(withPhoto))).status).toBe(200);
    const file = (await (await api(t, '/quiz/export')).json()) as {
      kind: string;
      media: Record<string, string>;
    };
    expect(file.kind).toBe('wedding-quiz');
    expect(file.media[path]).toMatch(/^data:image\/png;base64,/);

    // Into a fresh server (another laptop): the images travel inside the file.
    const other = await server();
    const imported = await api(other, '/quiz/import', { ...json(file), method: 'POST' });
    expect(imported.status).toBe(200);
    const quiz = ((await imported.json()) as { quiz: Quiz }).quiz;
    expect(quiz.title).toBe('Mia & Leo Trivia');
    expect((await fetch(`${other.url}${quiz.questions[0]!.photo}`)).status).toBe(200);
  });

  it('refuses broken and hostile files with a clear message', async () => {
    const t = await server();
    const post = (body: string): Promise<Response> =>
      api(t, '/quiz/import', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const cases: [string, RegExp][] = [
      ['{"kind": "wedding-quiz", "quiz"', /not valid JSON/],
      ['[1,2,3]', /highlighted|not a Wedding Quiz/],
      [
        JSON.stringify({ kind: 'wedding-quiz', quiz: customQuiz, media: { '/media/../../etc/passwd': 'x' } }),
        /highlighted/,
      ],
      [JSON.stringify({ kind: 'wedding-quiz', quiz: { ...customQuiz, questions: [] } }), /highlighted/],
      [
        JSON.stringify({ ...customQuiz, backgroundImage: '/media/' + 'a'.repeat(64) + '.png' }),
        /highlighted/,
      ],
      [JSON.stringify({ ...customQuiz, __proto__: { polluted: 1 }, extra: 1 }), /highlighted/],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, body.slice(0, 60)).toBe(400);
      expect(((await res.json()) as { msg: string }).msg).toMatch(message);
    }
    const current = (await (await api(t, '/quiz')).json()) as { quiz: Quiz };
    expect(current.quiz.title).toBe('Anna & James Trivia');
  });

  it('lists archived games after a reset, exports them, and restores one', async () => {
    const t = await server();
    const operator = await connectOperator(t.url);
    const { client } = await joinPlayer(t.url, 'Old');
    [operator, client].forEach(resources.track);
    const { gameId } = (await operator.next('updateState')) as OperatorView;
    operator.emit('resetgs', { gameId });
    await client.next('sessionEnded');

    const list = (await (await api(t, '/games')).json()) as {
      games: { id: string; current: boolean; players: number }[];
    };
    expect(list.games).toHaveLength(2);
    expect(list.games[0]).toMatchObject({ current: true, players: 0 });
    const archived = list.games[1]!;
    expect(archived).toMatchObject({ current: false, players: 1 });
    const csv = await (await api(t, `/games/${archived.id}/standings.csv`)).text();
    expect(csv).toContain('1,Old,0,0,0.00');
    expect((await api(t, '/games/..%2F..%2Fjournal/results')).status).toBe(404);

    const restored = await api(t, `/games/${archived.id}/restore`, { method: 'POST' });
    expect(restored.status).toBe(200);
    const view = await operator.next('updatePlayers', (p) => p.playerCount === 1);
    expect(view.recentPlayers).toEqual(['Old']);
    const after = (await (await api(t, '/games')).json()) as {
      games: { current: boolean; players: number }[];
    };
    expect(after.games[0]).toMatchObject({ current: true, players: 1 });
    expect(after.games).toHaveLength(2);
  });
});
