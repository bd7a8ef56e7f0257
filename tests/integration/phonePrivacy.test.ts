/**
 * Issue 29: a phone's view comes as a part every phone shares (broadcast once) and a part of its own. Over
 * a whole game of every kind with 50 guests, each phone is checked for what it received: no other
 * guest's token, no own part but its own, and no other guest's name anywhere but as the guests just
 * above and below in its own ranking (a leaderboard's public lines). Whatever is personal (an answer, points, a result)
 * only ever travels in the own part, so nothing personal of anyone else reached it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameState, phoneSharedSchema, type PhoneViewMessage } from '@shared/index';
import showcase from '../../resources/samples/showcase.wedding-quiz.json';
import { SHOWCASE_FILE } from './showcaseGame';
import { connectOperator, joinPlayer, startTestServer, type OperatorView, type PlayerView } from './harness';
import type { TestClient, TestServer } from './harness';
import { playByPlan, type Answer } from './playByPlan';

const KINDS = showcase.quiz.questions.map((q) => (q as { kind?: string }).kind ?? 'choice');
const GUESTS = Array.from({ length: 50 }, (_, i) => `Guest ${String(i + 1).padStart(2, '0')}`);

/** A spread of answers for each kind, different from guest to guest; every tenth guest skips a question. */
function answerOf(guest: number, q: number): Answer | null {
  if ((guest + q) % 10 === 0) return null;
  switch (KINDS[q]) {
    case 'closest':
      return 5 + ((guest * 7 + q) % 30);
    case 'order':
      return guest % 2 === 0 ? [0, 1, 2, 3] : [3, 1, 2, 0];
    case 'trueFalse':
      return guest % 2;
    case 'whoSaidIt':
      return guest % 3;
    default:
      return guest % 4;
  }
}

/** The entries of the guests just above and below in a phone's own ranking (public leaderboard lines). */
const NEIGHBOUR_KEYS = new Set(['neighbours', 'above', 'below']);

/** Every string in a payload, but for the entries of the phone's own neighbours. */
function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value !== null && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) if (!NEIGHBOUR_KEYS.has(key)) stringsIn(v, out);
  }
  return out;
}

describe('a phone never receives another guest’s personal part (issue 29)', () => {
  let t: TestServer;
  const phones = new Map<string, { client: TestClient; token: string }>();
  let finalBoard: OperatorView['leaderboard']['full'] = [];

  beforeAll(async () => {
    t = await startTestServer({
      quizFile: SHOWCASE_FILE,
      timings: { countdownSeconds: 1, questionSeconds: 1, answerSeconds: 20 },
    });
    for (const name of GUESTS) phones.set(name, await joinPlayer(t.url, name));
    const operator = await connectOperator(t.url);
    const clients = new Map([...phones].map(([name, p]) => [name, p.client]));
    await playByPlan(operator, clients, {
      kinds: KINDS,
      answer: (name, q) => answerOf(GUESTS.indexOf(name), q),
      throughPodium: true,
    });
    const watcher = await connectOperator(t.url);
    finalBoard = ((await watcher.next('updateState')) as OperatorView).leaderboard.full;
    watcher.close();
  }, 120_000);

  afterAll(async () => {
    await t.dispose();
  });

  it('holds for every message to every phone over a whole game of every kind', () => {
    expect(new Set(KINDS).size).toBe(6);
    let ownParts = 0;
    for (const [name, { client }] of phones) {
      const messages = client.all('phoneView') as PhoneViewMessage[];
      expect(messages.length).toBeGreaterThan(KINDS.length * 3);
      const others = GUESTS.filter((g) => g !== name);
      const othersTokens = [...phones].filter(([g]) => g !== name).map(([, p]) => p.token);
      // Everything the phone heard, every event: no one else's token, no one else's name.
      const heard = ['phoneView', 'userAnswered', 'joinedGame', 'quizInfo', 'answerRejected'] as const;
      const payloads = heard.flatMap((event) => client.all(event));
      const text = JSON.stringify(payloads);
      for (const token of othersTokens) expect(text).not.toContain(token);
      const strings = new Set(stringsIn(payloads));
      expect(
        others.filter((g) => strings.has(g)),
        name,
      ).toEqual([]);
      for (const message of messages) {
        // The shared part has the view's common fields and nothing else.
        if (message.shared) expect(() => phoneSharedSchema.strict().parse(message.shared)).not.toThrow();
        if (message.own) {
          ownParts++;
          expect(message.own.name).toBe(name);
        }
      }
      // What the phone shows at the end is its own line of the final leaderboard.
      const last = client.last('updateState') as PlayerView;
      const line = finalBoard.find((e) => e.player_name === name);
      expect(last.state).toBe(GameState.SHOW_FINAL_RESULTS_SHOW_3);
      expect(last.result?.total).toBe(line?.score);
      expect(last.result?.rank).toBe(line?.rank);
    }
    // The own parts went out when they changed, not with every step.
    const stepsSeen = (phones.get(GUESTS[0]!)!.client.all('phoneView') as PhoneViewMessage[]).filter(
      (m) => m.shared,
    ).length;
    expect(ownParts).toBeLessThan(stepsSeen * GUESTS.length);
  });
});
