/**
 * The operator's sound settings over real sockets (issue 17): the operator sets them, the big screen's
 * view carries them (phones' views never do), a guest or a screen is refused, a malformed payload is
 * refused with its message and changes nothing, and a restart from the journal and a reset keep them.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SOUND_SETTINGS, SOUND_SETTINGS_MESSAGE, type SoundSettings } from '@shared/index';
import {
  connectOperator,
  connectScreen,
  sleep,
  useTestResources,
  type OperatorView,
  type ScreenView,
} from './harness';
import { journal } from './journal';
import { restartedAfter, startCast } from './cast';
import { expectOperatorOnly, expectRefused, resetGame } from './operatorSteps';

const resources = useTestResources();
const { track } = resources;

const SPEECH: SoundSettings = { master: 65, music: 40, effects: 100, muted: false, quiet: true };

const soundOf = (view: unknown): SoundSettings | undefined => (view as ScreenView | OperatorView).sound;
const sameSound = (a: SoundSettings) => (view: unknown) =>
  JSON.stringify(soundOf(view)) === JSON.stringify(a);

describe('the sound settings', () => {
  it('the operator sets them; the screen and the operator get them, a phone never does', async () => {
    const { t, operator, screen, guest } = await startCast(resources, 'Ann');
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
    const { t, operator, screen, guest } = await startCast(resources, 'Bob');
    await expectOperatorOnly([guest, screen], 'setSound', SPEECH);
    const bad = [{ ...SPEECH, master: 101 }, { ...SPEECH, music: '50' }, 'loud', { ...SPEECH, quiet: 1 }];
    await expectRefused(operator, 'setSound', bad, SOUND_SETTINGS_MESSAGE);
    await sleep(200);
    expect(soundOf(screen.last('updateState'))).toEqual(DEFAULT_SOUND_SETTINGS);
    expect((await journal(t)).some((l) => l.type === 'sound')).toBe(false);
  });

  it('are still there after the server restarts from its journal, and after a reset', async () => {
    const muted = { ...SPEECH, muted: true, quiet: false };
    const again = await restartedAfter(resources, 'setSound', muted, sameSound(muted));
    const screen = track(await connectScreen(again.url));
    expect(soundOf(await screen.next('updateState'))).toEqual(muted);
    const op2 = track(await connectOperator(again.url));
    const { before, after } = await resetGame(op2);
    expect(before.sound).toEqual(muted);
    expect(after.sound).toEqual(muted);
    expect(soundOf(await screen.next('updateState', (v) => v.state === before.state))).toEqual(muted);
  });
});
