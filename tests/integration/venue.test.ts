/**
 * Joining at a real venue (issue 18) over real sockets: the operator's Wi-Fi and corner-QR settings
 * (checked, journaled, kept across a reset; the password never reaches a phone), the "Test with your
 * phone" hit and the interface it came over, the live join counters, and a late guest landing in the
 * question being played.
 */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VENUE_SETTINGS,
  GameState,
  VENUE_SETTINGS_MESSAGE,
  type VenueInfoPayload,
  type VenueSettings,
  type OperatorView,
  type ScreenView,
} from '@shared/index';
import { v4 } from '../fakeInterfaces';
import { connectOperator, connectScreen, joinPlayer, sleep, TestClient, useTestResources } from './harness';
import { journal } from './journal';
import { restartedAfter, startCast } from './cast';
import { expectOperatorOnly, expectRefused, resetGame } from './operatorSteps';
import { quickTimings } from '../support/quizzes';

const resources = useTestResources({ timings: quickTimings(60) });
const { server, track } = resources;

const VENUE: VenueSettings = {
  wifi: { ssid: 'Villa;Rosa', password: 'secret-confetti', security: 'WPA', hidden: true },
  cornerQr: true,
};
const WIFI_TEXT = 'WIFI:T:WPA;S:Villa\\;Rosa;P:secret-confetti;H:true;;';

const venueOf = (view: unknown): unknown => (view as ScreenView | OperatorView).venue;
const same = (a: unknown) => (view: unknown) => JSON.stringify(venueOf(view)) === JSON.stringify(a);

describe('the venue settings', () => {
  it('the operator sets the Wi-Fi: the screen gets the WIFI: text only, a phone never the password', async () => {
    const { t, operator, screen, guest } = await startCast(resources, 'Ann');
    expect(venueOf(await operator.next('updateState'))).toEqual(DEFAULT_VENUE_SETTINGS);
    expect(venueOf(await screen.next('updateState'))).toEqual({ wifi: null, cornerQr: true });

    operator.emit('setVenue', VENUE);
    await operator.next('updateState', same(VENUE));
    await screen.next('updateState', same({ wifi: WIFI_TEXT, cornerQr: true }));
    await guest.next('updateState');
    for (const view of guest.all('updateState')) {
      expect(view).not.toHaveProperty('venue');
      expect(JSON.stringify(view)).not.toContain('secret-confetti');
    }
    expect((await journal(t)).filter((l) => l.type === 'venue')).toEqual([
      expect.objectContaining({ settings: VENUE }),
    ]);
  });

  it('refuses bad Wi-Fi settings and other senders with a clear message; nothing changes', async () => {
    const { t, operator, screen, guest } = await startCast(resources, 'Bob');
    await expectOperatorOnly([guest, screen], 'setVenue', VENUE);
    const wifi = VENUE.wifi!;
    const bad = [
      { ...VENUE, wifi: { ...wifi, ssid: '' } },
      { ...VENUE, wifi: { ...wifi, ssid: 'é'.repeat(17) } },
      { ...VENUE, wifi: { ...wifi, password: 'short' } },
      { ...VENUE, wifi: { ...wifi, security: 'WPA3' } },
      { ...VENUE, wifi: { ...wifi, security: 'nopass' } },
      { ...VENUE, wifi: { ...wifi, ssid: 'a\u0000b' } },
      { ...VENUE, cornerQr: 'yes' },
      { ...VENUE, extra: 1 },
      'WIFI:T:WPA;S:x;;',
    ];
    await expectRefused(operator, 'setVenue', bad, VENUE_SETTINGS_MESSAGE);
    await sleep(200);
    expect(venueOf(screen.last('updateState'))).toEqual({ wifi: null, cornerQr: true });
    expect((await journal(t)).some((l) => l.type === 'venue')).toBe(false);
  });

  it('the corner QR can be hidden; the settings survive a restart and a reset', async () => {
    const hidden = { ...VENUE, cornerQr: false };
    const again = await restartedAfter(resources, 'setVenue', hidden, same(hidden));
    const screen = track(await connectScreen(again.url));
    expect(venueOf(await screen.next('updateState'))).toEqual({ wifi: WIFI_TEXT, cornerQr: false });
    const { after } = await resetGame(track(await connectOperator(again.url)));
    expect(after.venue).toEqual(hidden);
  });
});

describe('test with your phone', () => {
  it('records the test link opened over an interface and tells the operator which one', async () => {
    const interfaces = () => ({
      lo: [{ ...v4('127.0.0.1', true), netmask: '255.0.0.0', cidr: '127.0.0.1/8' }],
      wlan0: [v4('192.168.1.50')],
    });
    const t = await server({ network: { interfaces, defaultRoute: async () => null } });
    const operator = track(await connectOperator(t.url));
    expect((await operator.next('venueInfo')).test).toBeNull();
    operator.emit('startPhoneTest');
    const started = await operator.next('venueInfo', (i) => i.test !== null);
    const token = started.test!.token;
    expect(started.test!.hit).toBeNull();

    // A wrong token records nothing.
    await fetch(`${t.url}/?check=not-the-token`);
    await fetch(`${t.url}/?check=${token}`);
    const hit = await operator.next('venueInfo', (i) => i.test?.hit !== null);
    expect(hit.test).toMatchObject({ token, hit: { interfaceName: 'lo', address: '127.0.0.1' } });

    // Only the operator starts a test, with no payload.
    const { client: guest } = await joinPlayer(t.url, 'Ann');
    track(guest);
    guest.emit('startPhoneTest');
    expect(await guest.next('actionRejected')).toEqual({
      event: 'startPhoneTest',
      msg: 'Only the operator can do that.',
    });
    operator.emit('startPhoneTest', { token: 'mine' });
    expect(await operator.next('actionRejected')).toEqual({
      event: 'startPhoneTest',
      msg: 'Malformed request.',
    });
    await sleep(400);
    expect(operator.last('venueInfo')!.test!.token).toBe(token);

    // A new test forgets the old link.
    operator.emit('startPhoneTest');
    const next = await operator.next('venueInfo', (i) => i.test?.token !== token);
    expect(next.test!.hit).toBeNull();
    await fetch(`${t.url}/?check=${token}`);
    await sleep(400);
    expect(operator.last('venueInfo')!.test!.hit).toBeNull();
  });
});

describe('the live join counters', () => {
  it('counts page loads, joins and phones connected now', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    const counts = (i: VenueInfoPayload) => `${i.opened}/${i.connected}`;
    expect(counts(await operator.next('venueInfo'))).toBe('0/0');
    const looker = track(await TestClient.connect(t.url));
    await operator.next('venueInfo', (i) => counts(i) === '1/1');
    const { client: ann, token } = await joinPlayer(t.url, 'Ann');
    track(ann);
    await operator.next('venueInfo', (i) => counts(i) === '2/2');
    expect((await operator.next('updatePlayers', (u) => u.playerCount === 1)).playerCount).toBe(1);

    // Ann's phone reconnects with her token: not a new page load.
    ann.close();
    await operator.next('venueInfo', (i) => counts(i) === '2/1');
    track(await TestClient.connect(t.url, { token }));
    await operator.next('venueInfo', (i) => counts(i) === '2/2');
    looker.close();
    await operator.next('venueInfo', (i) => counts(i) === '2/1');
  });

  it('counts bare connections opened and closed one after another from one address once (issue 28)', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    await operator.next('venueInfo');
    for (let i = 0; i < 20; i++) {
      const bare = await TestClient.connect(t.url);
      bare.close();
      await sleep(20);
    }
    await sleep(400);
    expect(operator.last('venueInfo')).toMatchObject({ opened: 1, connected: 0 });
  });
});

describe('a late guest', () => {
  it('joins during a question and lands in it, able to answer', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    track((await joinPlayer(t.url, 'Early')).client);
    operator.emit('requestNextState', { from: GameState.NEW });
    await operator.view(GameState.STARTING_QUIZ);
    operator.emit('requestNextState', { from: GameState.STARTING_QUIZ });
    await operator.view(GameState.SHOW_QUESTION_OPTIONS, 0);

    const { client: late } = await joinPlayer(t.url, 'Late');
    track(late);
    const view = await late.view(GameState.SHOW_QUESTION_OPTIONS, 0);
    expect(view.question).not.toBeNull();
    late.emit('userAnsweredQuestion', { questionNo: 0, answer: 0 });
    await late.next('userAnswered');
  });
});
