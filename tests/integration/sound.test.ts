/**
 * The operator's sound settings over real sockets (issue 17): the operator sets them, the big screen's
 * view carries them (phones' views never do), a guest or a screen is refused, a malformed payload is
 * refused with its message and changes nothing, and a restart from the journal and a reset keep them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SOUND_SETTINGS, SOUND_SETTINGS_MESSAGE, type SoundSettings } from '@shared/index';
import {
  connectOperator,
  connectScreen,
  joinPlayer,
  sleep,
  useTestResources,
  type OperatorView,
  type ScreenView,
  type TestServer,
} from './harness';

const { server, track, adopt } = useTestResources();

const SPEECH: SoundSettings = { master: 65, music: 40, effects: 100, muted: false, quiet: true };

async function journal(t: TestServer): Promise<{ type: string; [key: string]: unknown }[]> {
  const text = await readFile(join(t.dataDir, 'journal.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as { type: string });
}

const soundOf = (view: unknown): SoundSettings | undefined => (view as ScreenView | OperatorView).sound;
const sameSound = (a: SoundSettings) => (view: unknown) =>
  JSON.stringify(soundOf(view)) === JSON.stringify(a);

describe('the sound settings', () => {
  it('the operator sets them; the screen and the operator get them, a phone never does', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    const screen = track(await connectScreen(t.url));
    const { client: guest } = await joinPlayer(t.url, 'Ann');
    track(guest);
    expect(soundOf(await screen.next('updateState'))).toEqual(DEFAULT_SOUND_SETTINGS);
    expect(soundOf(await operator.next('updateState'))).toEqual(DEFAULT_SOUND_SETTINGS);

    operator.emit('setSound', SPEECH);
    expect(soundOf(await screen.next('updateState', sameSound(SPEECH)))).toEqual(SPEECH);
    await operator.next('updateState', sameSound(SPEECH));
    for (const view of guest.all('updateState')) expect(view).not.toHaveProperty('sound');
    expect((await journal(t)).filter((l) => l.type === 'sound')).toEqual([
      expect.objectContaining({ settings: SPEECH }),
    ]);
  });

  it('refuses a guest and a screen; refuses a malformed payload with the message; nothing changes', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    const screen = track(await connectScreen(t.url));
    const { client: guest } = await joinPlayer(t.url, 'Bob');
    track(guest);
    for (const sender of [guest, screen]) {
      sender.emit('setSound', SPEECH);
      expect(await sender.next('actionRejected')).toEqual({
        event: 'setSound',
        msg: 'Only the operator can do that.',
      });
    }
    const bad = [{ ...SPEECH, master: 101 }, { ...SPEECH, music: '50' }, 'loud', { ...SPEECH, quiet: 1 }];
    for (const payload of bad) {
      operator.emit('setSound', payload);
      expect(await operator.next('actionRejected')).toEqual({
        event: 'setSound',
        msg: SOUND_SETTINGS_MESSAGE,
      });
    }
    await sleep(200);
    expect(soundOf(screen.last('updateState'))).toEqual(DEFAULT_SOUND_SETTINGS);
    expect((await journal(t)).some((l) => l.type === 'sound')).toBe(false);
  });

  it('are still there after the server restarts from its journal, and after a reset', async () => {
    const t = await server();
    const operator = track(await connectOperator(t.url));
    await operator.next('updateState');
    const muted = { ...SPEECH, muted: true, quiet: false };
    operator.emit('setSound', muted);
    await operator.next('updateState', sameSound(muted));
    operator.close();
    await t.stop();

    const again = adopt(await t.restart());
    const screen = track(await connectScreen(again.url));
    expect(soundOf(await screen.next('updateState'))).toEqual(muted);
    const op2 = track(await connectOperator(again.url));
    const before = (await op2.next('updateState')) as OperatorView;
    expect(before.sound).toEqual(muted);

    op2.emit('resetgs', { gameId: before.gameId });
    const after = (await op2.next(
      'updateState',
      (v) => (v as OperatorView).gameId !== before.gameId,
    )) as OperatorView;
    expect(after.sound).toEqual(muted);
    expect(soundOf(await screen.next('updateState', (v) => v.state === before.state))).toEqual(muted);
  });
});
