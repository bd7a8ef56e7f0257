/**
 * The display language (issue 16): the quiz's main language, or the operator's choice for the big screen
 * and the operator panel. Validated at the edge, journaled (a restart keeps it), kept across a reset, sent
 * to the screen and the operator only: each phone shows its guest's own language.
 */
import { describe, expect, it, vi } from 'vitest';
import { ClientEvent, quizFileSchema, quizSchema, setDisplayLanguageSchema, type Quiz } from '@shared/index';
import { GameSession } from '../../src/main/server/game/session';
import { ViewContext } from '../../src/main/server/game/views';
import { parseRecord } from '../../src/main/server/storage/journalRecord';
import { testQuiz, twoOptionQuestions } from '../support/quizzes';
import { dispatchedSocket, type ListeningSocket, type SocketRole } from '../support/dispatchedSocket';
import { useSessions } from '../support/sessions';

const T0 = 1_700_000_000_000;

function quiz(patch: Partial<Quiz> = {}): Quiz {
  return testQuiz({ version: 3, title: 'Languages', questions: twoOptionQuestions(), ...patch });
}

let gameNo = 0;
const disk = useSessions('language', () => ({
  quiz: quiz(),
  clock: () => T0,
  newGameId: () => `g${++gameNo}`,
}));
const start = (q: Quiz = quiz()): Promise<GameSession> => disk.start({ quiz: q });

/** The views every audience gets now. */
function views(session: GameSession) {
  const context = new ViewContext(session.current, T0);
  const guest = session.current.activePlayers()[0];
  return { screen: context.screen(), operator: context.operator(), phone: context.player(guest) };
}

/** A socket of `role` wired to the real handlers and `session`. */
function connect(role: SocketRole, session: GameSession): ListeningSocket {
  return dispatchedSocket(role, { session });
}

describe("the quiz's language", () => {
  it('is optional (English), one of the shipped codes, and carried by a quiz file', () => {
    expect(quizSchema.parse(quiz()).language).toBeUndefined();
    expect(quizSchema.parse(quiz({ language: 'fr' })).language).toBe('fr');
    const refused = quizSchema.safeParse({ ...quiz(), language: 'xx' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/Choose one of the app's languages/);
    const file = quizFileSchema.parse(
      JSON.parse(JSON.stringify({ kind: 'wedding-quiz', quiz: quiz({ language: 'ar' }) })),
    );
    expect(quizSchema.parse(file.quiz).language).toBe('ar');
  });

  it("is the screen's and the operator's language until the operator picks another", async () => {
    const session = await start(quiz({ language: 'de' }));
    expect(views(session).screen.language).toBe('de');
    expect(views(session).operator).toMatchObject({ language: 'de', quizLanguage: 'de' });
  });
});

describe('the display language setting', () => {
  it('the operator sets it; the screen and the operator get it, phones never do', async () => {
    const session = await start();
    await session.command({ type: 'join', playerId: 'p1', token: 't1', name: 'Ann' });
    const operator = connect('operator', session);
    operator.send(ClientEvent.setDisplayLanguage, { language: 'fr' });
    await session.idle();
    const shown = views(session);
    expect(shown.screen.language).toBe('fr');
    expect(shown.operator).toMatchObject({ language: 'fr', quizLanguage: 'en' });
    expect(JSON.stringify(shown.phone)).not.toMatch(/"language"|"fr"/);
    operator.send(ClientEvent.setDisplayLanguage, { language: null });
    await session.idle();
    expect(views(session).screen.language).toBe('en');
  });

  it('refuses an unknown language with a clear message, and nothing changes', async () => {
    const session = await start();
    await session.command({ type: 'displayLanguage', language: 'it' });
    const operator = connect('operator', session);
    for (const bad of [{ language: 'xx' }, { language: 'EN' }, {}, { language: 'fr', extra: 1 }, 'fr']) {
      operator.send(ClientEvent.setDisplayLanguage, bad);
    }
    await session.idle();
    const refusals = operator.got('actionRejected') as { event: string; msg: string }[];
    expect(refusals).toHaveLength(5);
    for (const r of refusals) {
      expect(r).toEqual({
        event: 'setDisplayLanguage',
        msg: "Choose one of the app's languages (en, es, fr, de, it, pt, nl, pl, ar, zh).",
      });
    }
    expect(views(session).screen.language).toBe('it');
    expect(setDisplayLanguageSchema.safeParse({ language: 'xx' }).success).toBe(false);
  });

  it('only the operator may set it', async () => {
    const session = await start();
    for (const role of ['guest', 'screen'] as const) {
      const socket = connect(role, session);
      socket.send(ClientEvent.setDisplayLanguage, { language: 'fr' });
      expect(socket.got('actionRejected')).toEqual([
        { event: 'setDisplayLanguage', msg: 'Only the operator can do that.' },
      ]);
    }
    await session.idle();
    expect(views(session).screen.language).toBe('en');
  });

  it('survives a restart (journaled) and is kept across a reset', async () => {
    const first = await start();
    await first.command({ type: 'displayLanguage', language: 'ar' });
    const second = await disk.restart(first);
    expect(second.current.displayLanguage).toBe('ar');
    expect(views(second).screen.language).toBe('ar');
    const gameId = second.current.id;
    await second.reset();
    expect(second.current.id).not.toBe(gameId);
    expect(views(second).screen.language).toBe('ar');
    const third = await disk.restart(second);
    expect(views(third).screen.language).toBe('ar');
  });

  it('a journal line with an unknown language is recognised as damaged', () => {
    expect(parseRecord('{"type":"displayLanguage","at":1,"language":"pl"}').ok).toBe(true);
    expect(parseRecord('{"type":"displayLanguage","at":1,"language":null}').ok).toBe(true);
    expect(parseRecord('{"type":"displayLanguage","at":1,"language":"xx"}').ok).toBe(false);
  });
});

vi.setConfig({ testTimeout: 20_000 });
