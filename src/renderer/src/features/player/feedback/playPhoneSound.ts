import type { Howl } from 'howler';
import type { PhoneCue } from './phoneCues';

const loaded = new Map<PhoneCue, Howl>();

/**
 * Plays a phone cue. Howler and the three tiny sounds load only here, on the first cue of a guest who
 * turned sound on: a phone that never does downloads no audio at all.
 */
export async function playPhoneSound(cue: PhoneCue): Promise<void> {
  const [{ Howl }, { PHONE_SOUNDS }] = await Promise.all([
    import('howler'),
    import('../../sound/phoneSounds'),
  ]);
  const howl = loaded.get(cue) ?? new Howl({ src: [PHONE_SOUNDS[cue]], volume: 0.6 });
  loaded.set(cue, howl);
  howl.play();
}

/** The guest just turned sound on: their tap may unlock audio, so make the context ready now. */
export async function warmPhoneSound(): Promise<void> {
  const { Howler } = await import('howler');
  Howler.volume(1);
  void Howler.ctx?.resume();
}
