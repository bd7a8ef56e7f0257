/**
 * The guestbook over real sockets (issue 18): a guest leaves one message for the couple after the
 * podium or during a break, edits it, is refused kindly for bad input (too long, empty, a flood of
 * accents, too wide, offensive, not a string), sees HTML as plain text and direction overrides stripped;
 * the message is acknowledged only once it is in the journal, comes back after a restart and is gone
 * with a reset; the operator hides any and runs the slideshow; phones only ever get their own.
 */
import { describe, expect, it } from 'vitest';
import {
  GameState,
  WISH_MAX_LENGTH,
  WISH_RAW_MAX,
  type OperatorView,
  type PlayerView,
  type Quiz,
  type ResultsSummary,
  type ScreenView,
} from '@shared/index';
import {
  connectOperator,
  connectScreen,
  joinPlayer,
  OPERATOR_KEY,
  sleep,
  TestClient,
  useTestResources,
  type TestServer,
} from './harness';
import { quickTimings, testQuiz } from '../support/quizzes';
import { stepTo } from './operatorSteps';
import { journal } from './journal';

const { server, track, adopt } = useTestResources();

const QUIZ: Quiz = testQuiz({ title: 'Short quiz', coupleNames: 'Anna & Ben', timings: quickTimings(30) });

/** The server takes one wish a second from a phone: edits in a test wait that long. */
const WISH_GAP_MS = 1_050;

/** A guest sends a wish; resolves with the acknowledged text, or the refusal's code and problem. */
async function wish(
  guest: TestClient,
  payload: unknown,
): Promise<{ saved?: string; code?: string; problem?: unknown }> {
  const saved = guest.all('wishSaved').length;
  const refused = guest.all('wishRejected').length;
  guest.emit('leaveWish', payload);
  const end = Date.now() + 10_000;
  for (;;) {
    const ack = guest.all('wishSaved')[saved];
    if (ack) return { saved: ack.text };
    const refusal = guest.all('wishRejected')[refused];
    if (refusal) return { code: refusal.code, problem: refusal.params?.problem };
    if (Date.now() > end) throw new Error('Timed out waiting for the wish to be saved or refused');
    await sleep(10);
  }
}

const opWishes = (view: unknown): OperatorView['wishes'] => (view as OperatorView).wishes;

async function api(t: TestServer, path: string): Promise<Response> {
  return fetch(`${t.url}/api${path}`, { headers: { authorization: `Bearer ${OPERATOR_KEY}` } });
}

/** A server with an operator, a screen and two guests, the game at the end of the podium. */
async function afterPodium(): Promise<{
  t: TestServer;
  operator: TestClient;
  screen: TestClient;
  ann: TestClient;
  bo: TestClient;
}> {
  const t = await server({ quiz: QUIZ });
  const operator = track(await connectOperator(t.url));
  const screen = track(await connectScreen(t.url));
  await operator.next('updateState');
  const ann = track((await joinPlayer(t.url, 'Ann')).client);
  const bo = track((await joinPlayer(t.url, 'Bo')).client);
  await stepTo(operator, GameState.SHOW_FINAL_RESULTS_SHOW_3);
  await ann.view(GameState.SHOW_FINAL_RESULTS_SHOW_3);
  return { t, operator, screen, ann, bo };
}

describe('a guest leaves a message for the couple', () => {
  it('after the podium: sent, acknowledged once journaled, edited; the phone gets its own wish only', async () => {
    const { t, operator, ann, bo } = await afterPodium();
    const podiumView = ann.last('updateState') as PlayerView;
    expect(podiumView.myWish).toBeNull();

    ann.emit('leaveWish', { text: '  Congratulations,\n  Anna & Ben! 💍  ' });
    const saved = await ann.next('wishSaved');
    expect(saved.text).toBe('Congratulations, Anna & Ben! 💍');
    // The ack went out after the line was on disk.
    expect((await journal(t)).filter((l) => l.type === 'wish')).toEqual([
      expect.objectContaining({ playerId: '1', text: 'Congratulations, Anna & Ben! 💍' }),
    ]);
    const mine = await ann.next('updateState', (v) => (v as PlayerView).myWish != null);
    expect((mine as PlayerView).myWish).toBe('Congratulations, Anna & Ben! 💍');

    const list = await operator.next('updateState', (v) => (opWishes(v)?.list.length ?? 0) > 0);
    expect(opWishes(list).list).toEqual([
      { playerId: '1', author: 'Ann', text: 'Congratulations, Anna & Ben! 💍', hidden: false },
    ]);

    await sleep(WISH_GAP_MS);
    expect(await wish(ann, { text: 'All the best!' })).toEqual({ saved: 'All the best!' });
    await operator.next('updateState', (v) => opWishes(v)?.list[0]?.text === 'All the best!');
    expect(opWishes(operator.last('updateState')).list).toHaveLength(1);

    expect(await wish(bo, { text: 'Cheers from Bo' })).toEqual({ saved: 'Cheers from Bo' });
    await operator.next('updateState', (v) => opWishes(v)?.list.length === 2);
    // Bo's phone never carried Ann's words, Ann's never Bo's.
    expect(JSON.stringify(bo.all('updateState'))).not.toContain('All the best');
    expect(JSON.stringify(bo.all('wishSaved'))).not.toContain('All the best');
    expect(JSON.stringify(ann.all('updateState'))).not.toContain('Cheers from Bo');
    for (const view of bo.all('updateState')) expect(view).not.toHaveProperty('wishes');
  });

  it('only after the podium or during a break; never before joining', async () => {
    const t = await server({ quiz: QUIZ });
    const operator = track(await connectOperator(t.url));
    await operator.next('updateState');
    const stranger = track(await TestClient.connect(t.url));
    expect(await wish(stranger, { text: 'Hello' })).toMatchObject({ code: 'notJoined' });
    const ann = track((await joinPlayer(t.url, 'Ann')).client);
    expect(await wish(ann, { text: 'Too early' })).toMatchObject({ code: 'wishesClosed' });
    // The phone is not offered the form either: its view has no wish field.
    expect(ann.last('updateState')).not.toHaveProperty('myWish');

    await stepTo(operator, GameState.STARTING_QUIZ);
    operator.emit('setBreak', { message: 'Dinner is served' });
    await ann.next('updateState', (v) => v.breakMessage !== null);
    expect((ann.last('updateState') as PlayerView).myWish).toBeNull();
    expect(await wish(ann, { text: 'Lovely dinner' })).toEqual({ saved: 'Lovely dinner' });

    operator.emit('setBreak', { message: null });
    await ann.next('updateState', (v) => v.breakMessage === null);
    await sleep(WISH_GAP_MS);
    expect(await wish(ann, { text: 'Back to the quiz' })).toMatchObject({ code: 'wishesClosed' });
    expect((await journal(t)).filter((l) => l.type === 'wish').map((l) => l.text)).toEqual(['Lovely dinner']);
  });

  it('refuses bad input kindly and changes nothing; HTML is text, direction overrides are stripped', async () => {
    const { t, ann, operator } = await afterPodium();
    const refusals: [unknown, string, string?][] = [
      [{ text: 'x'.repeat(WISH_MAX_LENGTH + 1) }, 'wishInvalid', 'tooLong'],
      [{ text: '   \u200B\u2066\u202E  ' }, 'wishInvalid', 'empty'],
      [{ text: '' }, 'wishInvalid', 'empty'],
      [{ text: 'Z\u0301\u0302\u0303\u0304algo' }, 'wishInvalid', 'flood'],
      [{ text: 'Blessings \uFDFD' }, 'wishInvalid', 'wide'],
      [{ text: 'What a shit party' }, 'wishInvalid', 'offensive'],
      [{ text: 42 }, 'malformed'],
      ['just a string', 'malformed'],
      [{ text: 'ok', extra: true }, 'malformed'],
      [['a', 'b'], 'malformed'],
      [{ text: 'y'.repeat(WISH_RAW_MAX + 1) }, 'wishInvalid', 'tooLong'],
    ];
    for (const [payload, code, problem] of refusals) {
      ann.emit('leaveWish', payload);
      const refusal = await ann.next('wishRejected');
      if (code === 'malformed')
        expect(refusal.msg, JSON.stringify(payload)).toBe('That message was not understood.');
      else expect(refusal, JSON.stringify(payload)).toMatchObject({ code, params: { problem } });
    }
    expect((await journal(t)).some((l) => l.type === 'wish')).toBe(false);

    // 280 emoji are 280 characters as a person sees them: accepted.
    expect(await wish(ann, { text: '💐'.repeat(WISH_MAX_LENGTH) })).toEqual({
      saved: '💐'.repeat(WISH_MAX_LENGTH),
    });
    await sleep(WISH_GAP_MS);
    const html = '<script>alert("hi")</script><b>Love</b>';
    expect(await wish(ann, { text: html })).toEqual({ saved: html });
    await sleep(WISH_GAP_MS);
    expect(await wish(ann, { text: '\u202Enetsil\u202C \u2067Hi\u2069 there\u200F' })).toEqual({
      saved: 'netsil Hi there',
    });
    await operator.next('updateState', (v) => opWishes(v)?.list[0]?.text === 'netsil Hi there');

    // A second wish at once is refused (one a second), and nothing is journaled for it.
    expect(await wish(ann, { text: 'Again' })).toMatchObject({ code: 'wishTooFast' });
    // Only the operator hides or runs the slideshow.
    ann.emit('hideWish', { playerId: '1', hidden: true });
    expect((await ann.next('actionRejected')).msg).toBe('Only the operator can do that.');
    ann.emit('setWishSlideshow', { on: true });
    expect((await ann.next('actionRejected')).msg).toBe('Only the operator can do that.');
    operator.emit('leaveWish', { text: 'From the operator' });
    expect((await operator.next('wishRejected')).msg).toBe('Please join the game first.');
    expect((await journal(t)).filter((l) => l.type === 'wish')).toHaveLength(3);
  });
});

describe('wishes and the wire (issue 28.7)', () => {
  it('any wish a phone allows fits the socket; a longer one is refused as too long, never cut off', async () => {
    const { t, ann } = await afterPodium();
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
    const toned =
      '\u{1F468}\u{1F3FB}\u200D\u{1F469}\u{1F3FB}\u200D\u{1F467}\u{1F3FB}\u200D\u{1F466}\u{1F3FB}';
    const conjunct = '\u0915\u094D\u0937\u094D\u092E\u094D\u092F'; // क्ष्म्य
    // Each was cut off by the old 4 KB message limit; each is within 280 characters as a person sees them.
    for (const text of [family.repeat(181), conjunct.repeat(230), toned.repeat(WISH_MAX_LENGTH)]) {
      expect(Buffer.byteLength(JSON.stringify(text))).toBeGreaterThan(4096);
      expect(await wish(ann, { text }), `${text.length} code units`).toEqual({ saved: text });
      await sleep(WISH_GAP_MS);
    }
    // The worst a raw wish can be on the wire (every unit escaped as \u0001) is refused in words.
    expect(await wish(ann, { text: '\u0001'.repeat(WISH_RAW_MAX) })).toMatchObject({ problem: 'empty' });
    expect(await wish(ann, { text: '\u{1F490}'.repeat(WISH_RAW_MAX) })).toMatchObject({ problem: 'tooLong' });
    expect(ann.socket.connected).toBe(true);
    expect((await journal(t)).filter((l) => l.type === 'wish')).toHaveLength(3);
  });

  it('one wish a second per guest, however many connections share their token', async () => {
    const { t, ann } = await afterPodium();
    const token = (await journal(t)).find((l) => l.type === 'join' && l.name === 'Ann')?.token as string;
    const twins = await Promise.all(
      Array.from({ length: 5 }, async () => track(await TestClient.connect(t.url, { token }))),
    );
    // Every connection hears the acknowledgement (it is the guest's wish); all but one hear "too fast".
    const clients = [ann, ...twins];
    for (const [i, client] of clients.entries()) client.emit('leaveWish', { text: `Hi ${i}` });
    await Promise.all(clients.map((client) => client.next('wishSaved')));
    const tooFast = async (): Promise<number> => {
      await sleep(200);
      return clients.flatMap((c) => c.all('wishRejected')).filter((r) => r.code === 'wishTooFast').length;
    };
    expect(await tooFast()).toBe(clients.length - 1);
    expect((await journal(t)).filter((l) => l.type === 'wish')).toHaveLength(1);
  });
});

describe("the operator's wishes", () => {
  it('hides a wish and runs the slideshow; the screen carries the visible wishes only while it runs', async () => {
    const { t, operator, screen, ann, bo } = await afterPodium();
    expect(await wish(ann, { text: 'Be happy' })).toEqual({ saved: 'Be happy' });
    expect(await wish(bo, { text: 'Meh' })).toEqual({ saved: 'Meh' });
    await operator.next('updateState', (v) => opWishes(v)?.list.length === 2);
    for (const view of screen.all('updateState')) expect(view).not.toHaveProperty('wishes');

    operator.emit('hideWish', { playerId: '2', hidden: true });
    await operator.next('updateState', (v) => opWishes(v)?.list[1]?.hidden === true);
    operator.emit('setWishSlideshow', { on: true });
    const shown = (await screen.next('updateState', (v) => 'wishes' in v)) as ScreenView;
    expect(shown.wishes).toEqual([{ author: 'Ann', text: 'Be happy' }]);
    expect(
      opWishes(await operator.next('updateState', (v) => opWishes(v)?.slideshow === true)).slideshow,
    ).toBe(true);

    // Shown again, and an edit, reach the running slideshow.
    operator.emit('hideWish', { playerId: '2', hidden: false });
    await screen.next('updateState', (v) => (v as ScreenView).wishes?.length === 2);
    await sleep(WISH_GAP_MS);
    expect(await wish(bo, { text: 'Meh, fine: mazel tov!' })).toEqual({ saved: 'Meh, fine: mazel tov!' });
    await screen.next('updateState', (v) => (v as ScreenView).wishes?.[1]?.text === 'Meh, fine: mazel tov!');

    // The keepsake and the export have every visible wish with its author.
    operator.emit('hideWish', { playerId: '1', hidden: true });
    await operator.next('updateState', (v) => opWishes(v)?.list[0]?.hidden === true);
    const results = (await (await api(t, '/games/current/results')).json()) as ResultsSummary;
    expect(results.wishes).toEqual([{ author: 'Bo', text: 'Meh, fine: mazel tov!' }]);
    const csv = await api(t, '/games/current/wishes.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/wishes\.csv/);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer())).toBe(
      '\uFEFFplayer,message\r\nBo,"Meh, fine: mazel tov!"\r\n',
    );
    expect((await fetch(`${t.url}/api/games/current/wishes.csv`)).status).toBe(401);

    operator.emit('setWishSlideshow', { on: false });
    await screen.next('updateState', (v) => !('wishes' in v));
    expect(await journal(t)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'hideWish', playerId: '2', hidden: true }),
        expect.objectContaining({ type: 'wishSlideshow', on: true }),
        expect.objectContaining({ type: 'wishSlideshow', on: false }),
      ]),
    );
  });

  it('the slideshow waits for the end of the podium; a bad hide is refused', async () => {
    const t = await server({ quiz: QUIZ });
    const operator = track(await connectOperator(t.url));
    await operator.next('updateState');
    operator.emit('setWishSlideshow', { on: true });
    expect((await operator.next('actionRejected')).msg).toBe(
      'The wishes can be shown once the podium is done.',
    );
    operator.emit('hideWish', { playerId: '9', hidden: true });
    expect((await operator.next('actionRejected')).msg).toBe('There is no such message.');
    operator.emit('hideWish', { playerId: '9' });
    expect((await operator.next('actionRejected')).msg).toBe('Choose a message to hide or show.');
    expect((await journal(t)).map((l) => l.type)).toEqual(['create']);
  });

  it('a restart replays every wish, hide and the slideshow; a reset archives them with the game', async () => {
    const { t, operator, ann, bo } = await afterPodium();
    expect(await wish(ann, { text: 'Forever' })).toEqual({ saved: 'Forever' });
    expect(await wish(bo, { text: 'Hidden one' })).toEqual({ saved: 'Hidden one' });
    operator.emit('hideWish', { playerId: '2', hidden: true });
    await operator.next('updateState', (v) => opWishes(v)?.list[1]?.hidden === true);
    operator.emit('setWishSlideshow', { on: true });
    await operator.next('updateState', (v) => opWishes(v)?.slideshow === true);
    const gameId = (operator.last('updateState') as OperatorView).gameId;
    for (const c of [operator, ann, bo]) c.close();
    await t.stop();

    const again = adopt(await t.restart());
    const op2 = track(await connectOperator(again.url));
    const before = (await op2.next('updateState')) as OperatorView;
    expect(before.wishes).toEqual({
      slideshow: true,
      list: [
        { playerId: '1', author: 'Ann', text: 'Forever', hidden: false },
        { playerId: '2', author: 'Bo', text: 'Hidden one', hidden: true },
      ],
    });
    const screen = track(await connectScreen(again.url));
    expect(((await screen.next('updateState')) as ScreenView).wishes).toEqual([
      { author: 'Ann', text: 'Forever' },
    ]);

    op2.emit('resetgs', { gameId });
    const after = (await op2.next(
      'updateState',
      (v) => (v as OperatorView).gameId !== gameId,
    )) as OperatorView;
    expect(after.wishes).toEqual({ slideshow: false, list: [] });
    // The archived game keeps its book: its keepsake still has Ann's wish.
    const archived = (await (await api(again, `/games/${gameId}/results`)).json()) as ResultsSummary;
    expect(archived.wishes).toEqual([{ author: 'Ann', text: 'Forever' }]);
  });
});
