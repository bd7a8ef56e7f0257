import type { Howl } from 'howler';
import type { PhoneCue } from './phoneCues';

let loading: Promise<Record<PhoneCue, Howl>> | null = null;

/**
 * The phone's three sounds. Howler and the tiny files load only here, when a guest has turned sound on:
 * a phone that never does downloads no audio at all. Made ahead (on the switch's tap, or on the page's
 * start with sound already on), so that Howler's unlock is in place for the guest's next tap.
 */
export function preparePhoneSounds(): Promise<Record<PhoneCue, Howl>> {
  loading ??= Promise.all([import('howler'), import('../../../sound/phoneSounds')]).then(
    ([{ Howl }, { PHONE_SOUNDS }]) => {
      const make = (cue: PhoneCue): Howl => new Howl({ src: [PHONE_SOUNDS[cue]], volume: 0.6 });
      return { accepted: make('accepted'), right: make('right'), wrong: make('wrong') };
    },
    (error: unknown) => {
      loading = null; // offline for a moment: the next cue tries again
      throw error;
    },
  );
  return loading;
}

export async function playPhoneSound(cue: PhoneCue): Promise<void> {
  (await preparePhoneSounds())[cue].play();
}
