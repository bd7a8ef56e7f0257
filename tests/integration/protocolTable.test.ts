/**
 * One check of the protocol table over a real server, instead of one copy per event: every client event
 * in src/shared/wire/protocol.ts (including any added later) is refused from each sender the table does not
 * allow, and refused in its own words when its payload does not fit its schema. Neither changes the game
 * nor writes a line to the journal.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { CLIENT_MESSAGES, type ClientEventName, type RefusalEvent, type Sender } from '@shared/wire/protocol';
import { connectOperator, connectScreen, startTestServer, TestClient, type TestServer } from './harness';

// One server for the file: nothing here may change it, and each test checks that nothing did.
let t: TestServer;
let journalAtStart = '';
const logs: string[] = [];
const clients: TestClient[] = [];
const journal = (): Promise<string> => readFile(join(t.dataDir, 'journal.jsonl'), 'utf8');
beforeAll(async () => {
  t = await startTestServer({ log: (line) => logs.push(line) });
  journalAtStart = await journal();
});
afterEach(() => {
  for (const c of clients.splice(0)) c.close();
});
afterAll(() => t?.dispose());

async function connect(sender: Sender): Promise<TestClient> {
  const client = await CONNECT[sender](t.url);
  clients.push(client);
  return client;
}

const CONNECT: Record<Sender, (url: string) => Promise<TestClient>> = {
  guest: (url) => TestClient.connect(url),
  screen: connectScreen,
  operator: connectOperator,
  // One of the couple's phones in the shoe game (issue 30), by its own link's secret.
  partner: (url) => TestClient.connect(url, { partnerKey: t.server.coupleKeys[0] }),
};

/** Payloads no event is meant to take; each event is sent those its schema refuses. */
const MISFITS: unknown[] = [
  undefined,
  null,
  42,
  -1.5,
  'x',
  'x'.repeat(2_000),
  true,
  [],
  [1, 2, 3],
  {},
  { unknown: 1 },
  { from: '5', playerId: 7, username: ['Eve'], questionNo: 'x', answer: {} },
];

const EVENTS = Object.keys(CLIENT_MESSAGES) as ClientEventName[];

/** Sends `payloads` (no argument for `undefined`) and returns the refusals that came back. */
async function refusalsOf(client: TestClient, event: ClientEventName, payloads: unknown[]) {
  const refuseWith: RefusalEvent = CLIENT_MESSAGES[event].refuseWith;
  for (const payload of payloads)
    if (payload === undefined) client.emit(event);
    else client.emit(event, payload);
  const replies = [];
  for (let i = 0; i < payloads.length; i++) replies.push(await client.next(refuseWith));
  return replies as { msg: string; event?: string }[];
}

function misfitsOf(event: ClientEventName): unknown[] {
  return MISFITS.filter((payload) => !CLIENT_MESSAGES[event].schema.safeParse(payload).success);
}

describe('every event of the protocol table', () => {
  test.each(EVENTS)('%s: refused from every sender the table does not allow', async (event) => {
    const message = CLIENT_MESSAGES[event];
    const others = (Object.keys(CONNECT) as Sender[]).filter(
      (s) => !(message.from as readonly Sender[]).includes(s),
    );
    for (const sender of others) {
      // The sender is checked before the payload; three tries, three refusals, one line in the log.
      const client = await connect(sender);
      const replies = await refusalsOf(client, event, [{}, {}, {}]);
      expect(
        replies.map((r) => r.msg),
        `${event} from a ${sender}`,
      ).toEqual([1, 2, 3].map(() => message.forbidden));
      if (message.refuseWith === 'actionRejected')
        expect(replies.map((r) => r.event)).toEqual([event, event, event]);
      expect(logs.filter((line) => line.includes(client.socket.id!))).toHaveLength(1);
    }
    await expectNothingChanged();
  });

  test.each(EVENTS)('%s: refused in its own words when the payload does not fit', async (event) => {
    const message = CLIENT_MESSAGES[event];
    const sender = message.from[0] as Sender;
    const misfits = misfitsOf(event);
    expect(misfits.length, 'payloads to try').toBeGreaterThanOrEqual(5);
    const client = await connect(sender);
    const replies = await refusalsOf(client, event, misfits);
    expect(replies.map((r) => r.msg)).toEqual(misfits.map(() => message.invalid));
    // Logged once for the socket, however often it was sent: a flood cannot flood the log.
    expect(logs.filter((line) => line.includes(client.socket.id!))).toHaveLength(1);
    await expectNothingChanged();
  });
});

/** The game is new and empty, and the journal has no line but the game's first. */
async function expectNothingChanged(): Promise<void> {
  const health = (await (await fetch(`${t.url}/healthz`)).json()) as { state: number; players: number };
  expect(health).toMatchObject({ state: 0, players: 0 });
  expect(await journal()).toBe(journalAtStart);
}
