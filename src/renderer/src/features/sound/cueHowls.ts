import { Howl, Howler, type HowlOptions } from 'howler';
import { isMusicCue, SOUND_CUES, type SoundCue } from '@shared/model/soundMoments';

/** Where a cue's sound comes from: the default file with its loop region, or the couple's own file. */
export interface CueSource {
  url: string;
  /** The seamless loop inside the file (music only); null: the whole file (loops whole if music). */
  loop: { startMs: number; endMs: number } | null;
}

// Howler suspends its audio context after 30 s of silence: the big screen must never need a new click.
Howler.autoSuspend = false;
// Howler's own unlock closes and remakes the context outside the click on most sound cards (48 kHz); the
// page resumes the one context itself on the first click or key instead (useAudioUnlocked).
Howler.autoUnlock = false;

/** Makes Howler's audio context now, so the page knows at once whether it may play. */
export function ensureAudioContext(): AudioContext | undefined {
  if (!Howler.ctx) Howler.volume(Howler.volume());
  return Howler.ctx;
}

const SPRITE = 'cue';
/** When loading ahead begins, and the pause between two files. */
const PRELOAD_AFTER_MS = 1500;
const PRELOAD_GAP_MS = 300;

/** A default's loop region as its one sprite (looping if music); a file of the couple's loops whole. */
function spriteOf(source: CueSource, music: boolean): Partial<HowlOptions> {
  if (!source.loop) return { loop: music };
  const { startMs, endMs } = source.loop;
  return { sprite: { [SPRITE]: [startMs, endMs - startMs, music] } };
}

/**
 * One Howl per cue, all loaded ahead (the first tick must not wait for a download), made again when the
 * cue's file changes. A file that fails to load is reported and forgotten, so the next play tries again.
 */
export class CueHowls {
  private readonly howls = new Map<SoundCue, { url: string; howl: Howl }>();
  private preloading: number | null = null;

  constructor(
    private sourceOf: (cue: SoundCue) => CueSource,
    private readonly onError: (cue: SoundCue) => void,
    private readonly keepMs: number,
  ) {
    this.preload();
  }

  source(cue: SoundCue): CueSource {
    return this.sourceOf(cue);
  }

  setSources(sourceOf: (cue: SoundCue) => CueSource): void {
    this.sourceOf = sourceOf;
    this.preload();
  }

  /** Starts `cue` silently (music fades in) or at `volume`; returns the Howl and the sound's id. */
  start(cue: SoundCue, volume: number): { howl: Howl; id: number } {
    const howl = this.howlOf(cue);
    const id = this.sourceOf(cue).loop ? howl.play(SPRITE) : howl.play();
    howl.volume(volume, id);
    return { howl, id };
  }

  /** Seconds into the file where `cue`'s sprite starts (0 for the couple's own file). */
  spriteStartS(cue: SoundCue): number {
    return (this.sourceOf(cue).loop?.startMs ?? 0) / 1000;
  }

  dispose(): void {
    if (this.preloading !== null) window.clearTimeout(this.preloading);
    for (const { howl } of this.howls.values()) howl.unload();
    this.howls.clear();
  }

  /**
   * Loads every cue's file, one at a time once the page has drawn its first stage: decoding a minute and
   * a half of music at once would hold the page's first picture back by a second or more.
   */
  private preload(): void {
    if (this.preloading !== null) window.clearTimeout(this.preloading);
    const next = (i: number, delayMs: number): void => {
      this.preloading = window.setTimeout(() => {
        const cue = SOUND_CUES[i];
        this.preloading = null;
        if (!cue) return;
        this.howlOf(cue);
        next(i + 1, PRELOAD_GAP_MS);
      }, delayMs);
    };
    next(0, PRELOAD_AFTER_MS);
  }

  private howlOf(cue: SoundCue): Howl {
    const source = this.sourceOf(cue);
    const known = this.howls.get(cue);
    if (known?.url === source.url) return known.howl;
    // A file replaced while it plays fades out first: let it go only once its cross-fade is over.
    if (known) window.setTimeout(() => known.howl.unload(), this.keepMs);
    const howl = new Howl({
      src: [source.url],
      volume: 0,
      ...spriteOf(source, isMusicCue(cue)),
      onloaderror: () => {
        if (this.howls.get(cue)?.howl === howl) this.howls.delete(cue);
        this.onError(cue);
      },
      onplayerror: () => this.onError(cue),
    });
    this.howls.set(cue, { url: source.url, howl });
    return howl;
  }
}
