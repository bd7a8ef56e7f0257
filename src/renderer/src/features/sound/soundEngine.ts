import { Howl, Howler, type HowlOptions } from 'howler';
import { isMusicCue, type EffectCue, type MusicCue, type SoundCue } from '@shared/soundMoments';
import type { SoundLevels } from './soundLevels';

/** Where a cue's sound comes from: the default file with its loop region, or the couple's own file. */
export interface CueSource {
  url: string;
  /** The seamless loop inside the file (music only); null: the whole file (loops whole if music). */
  loop: { startMs: number; endMs: number } | null;
}

/** What the engine did, for the page's test hook (and nothing else). */
export interface CueEvent {
  cue: SoundCue;
  action: 'play' | 'stop' | 'pause' | 'resume' | 'error';
}

// Howler suspends its audio context after 30 s of silence: the big screen must never need a new click.
Howler.autoSuspend = false;

/** Music cross-fades this long; short enough that a stage change still feels immediate. */
const CROSSFADE_MS = 800;
const SPRITE = 'cue';

interface Playing {
  cue: MusicCue;
  howl: Howl;
  id: number;
  /** Paused with the timer (Howler's own `playing()` is false while a file still loads). */
  held: boolean;
}

/**
 * The big screen's sounds, through Howler (Web Audio, sprites for sample-accurate loops, fades). One Howl
 * per cue, loaded on first use and kept; music is one track at a time, cross-faded.
 */
export class SoundEngine {
  private readonly howls = new Map<SoundCue, { url: string; howl: Howl }>();
  private music: Playing | null = null;
  private readonly pending = new Set<number>();
  private levels: SoundLevels = { master: 1, music: 1, effects: 1, muted: false };

  constructor(
    private sourceOf: (cue: SoundCue) => CueSource,
    private readonly report: (event: CueEvent) => void,
  ) {}

  /** New sources (the quiz changed its own sounds): cues whose file changed load again on next use. */
  setSources(sourceOf: (cue: SoundCue) => CueSource): void {
    this.sourceOf = sourceOf;
  }

  setLevels(levels: SoundLevels): void {
    this.levels = levels;
    Howler.volume(levels.master);
    Howler.mute(levels.muted);
    if (this.music) this.music.howl.volume(levels.music, this.music.id);
  }

  /** Plays `cue` as the music (cross-fading from the one before); null fades the music out. */
  playMusic(cue: MusicCue | null, startMs = 0): void {
    if (this.music?.cue === cue) return;
    this.fadeOutMusic();
    if (cue === null) return;
    const howl = this.howlOf(cue);
    const id = this.start(cue, howl);
    if (startMs > 0) howl.seek(this.spriteStartS(cue) + startMs / 1000, id);
    howl.fade(0, this.levels.music, CROSSFADE_MS, id);
    this.music = { cue, howl, id, held: false };
    this.report({ cue, action: 'play' });
  }

  /** Holds or lets go of the music (the operator paused the timer). */
  holdMusic(held: boolean): void {
    const music = this.music;
    if (!music || music.held === held) return;
    music.held = held;
    if (held) music.howl.pause(music.id);
    else music.howl.play(music.id);
    this.report({ cue: music.cue, action: held ? 'pause' : 'resume' });
  }

  /** Plays `cue` once, now or after `delayMs` (cancelled only when the page goes). */
  playEffect(cue: EffectCue, delayMs = 0): void {
    if (delayMs > 0) {
      const timer = window.setTimeout(() => {
        this.pending.delete(timer);
        this.playEffect(cue);
      }, delayMs);
      this.pending.add(timer);
      return;
    }
    const howl = this.howlOf(cue);
    const id = this.start(cue, howl);
    howl.volume(this.levels.effects, id);
    this.report({ cue, action: 'play' });
  }

  /** Everything off, every file let go (the page is closing). */
  dispose(): void {
    this.pending.forEach((timer) => window.clearTimeout(timer));
    this.pending.clear();
    for (const { howl } of this.howls.values()) howl.unload();
    this.howls.clear();
    this.music = null;
  }

  private fadeOutMusic(): void {
    const music = this.music;
    if (!music) return;
    this.music = null;
    const { howl, id, cue } = music;
    howl.fade(howl.volume(id) as number, 0, CROSSFADE_MS, id);
    howl.once('fade', () => howl.stop(id), id);
    this.report({ cue, action: 'stop' });
  }

  /** A default sound plays its sprite (the loop region); the couple's own file plays whole. */
  private start(cue: SoundCue, howl: Howl): number {
    return this.sourceOf(cue).loop ? howl.play(SPRITE) : howl.play();
  }

  private spriteStartS(cue: SoundCue): number {
    return (this.sourceOf(cue).loop?.startMs ?? 0) / 1000;
  }

  private howlOf(cue: SoundCue): Howl {
    const source = this.sourceOf(cue);
    const known = this.howls.get(cue);
    if (known?.url === source.url) return known.howl;
    known?.howl.unload();
    const howl = new Howl({
      src: [source.url],
      ...spriteOf(source, isMusicCue(cue)),
      // A file that cannot load or play is reported, never thrown: the game goes on without that sound.
      onloaderror: () => this.report({ cue, action: 'error' }),
      onplayerror: () => this.report({ cue, action: 'error' }),
    });
    this.howls.set(cue, { url: source.url, howl });
    return howl;
  }
}

/** A default's loop region as its one sprite (looping if music); a file of the couple's loops whole. */
function spriteOf(source: CueSource, music: boolean): Partial<HowlOptions> {
  if (!source.loop) return { loop: music };
  const { startMs, endMs } = source.loop;
  return { sprite: { [SPRITE]: [startMs, endMs - startMs, music] } };
}
