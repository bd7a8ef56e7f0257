import type { Howl } from 'howler';
import { Howler } from 'howler';
import { QUIET_MUSIC_SHARE, type EffectCue, type MusicCue, type SoundCue } from '@shared/model/soundMoments';
import { CueHowls, type CueSource } from './cueHowls';
import type { SoundLevels } from './soundLevels';

export type { CueSource };

/** What the engine did, for the page's test hook (and nothing else). */
export interface CueEvent {
  cue: SoundCue;
  action: 'play' | 'stop' | 'pause' | 'resume' | 'error';
  /** The file a `play` starts: a default, or the couple's own. */
  url?: string;
}

/** Music cross-fades this long; short enough that a stage change still feels immediate. */
const CROSSFADE_MS = 800;
/** Level changes (a slider, Quiet) glide rather than jump. */
const LEVEL_GLIDE_MS = 250;

interface Playing {
  cue: MusicCue;
  howl: Howl;
  id: number;
  /** Paused with the timer (Howler's own `playing()` is false while a file still loads). */
  held: boolean;
}

/**
 * The big screen's sounds, through Howler (Web Audio, sprites for sample-accurate loops, fades). Music is
 * one track at a time, cross-faded; effects play over it.
 */
export class SoundEngine {
  private readonly howls: CueHowls;
  private music: Playing | null = null;
  private readonly pending = new Set<number>();
  private levels: SoundLevels = { master: 1, music: 1, effects: 1, muted: false };
  /** A song clip is playing (issue 30): the music stays low under it. */
  private ducked = false;

  constructor(
    sourceOf: (cue: SoundCue) => CueSource,
    private readonly report: (event: CueEvent) => void,
  ) {
    this.howls = new CueHowls(sourceOf, (cue) => report({ cue, action: 'error' }), CROSSFADE_MS + 200);
  }

  /** New sources (the quiz changed its own sounds): music whose file changed starts again in the new one. */
  setSources(sourceOf: (cue: SoundCue) => CueSource): void {
    const playing = this.music;
    const before = playing && this.howls.source(playing.cue).url;
    this.howls.setSources(sourceOf);
    if (playing && this.howls.source(playing.cue).url !== before) {
      this.playMusic(null);
      this.playMusic(playing.cue);
    }
  }

  setLevels(levels: SoundLevels): void {
    const musicBefore = this.musicVolume();
    this.levels = levels;
    Howler.volume(levels.master);
    Howler.mute(levels.muted);
    const music = this.music;
    if (music && this.musicVolume() !== musicBefore) {
      this.glide(music.howl, music.id, this.musicVolume(), LEVEL_GLIDE_MS);
    }
  }

  /** The music goes low under a song clip (issue 30), and back up after it. */
  duckMusic(ducked: boolean): void {
    if (this.ducked === ducked) return;
    this.ducked = ducked;
    const music = this.music;
    if (music) this.glide(music.howl, music.id, this.musicVolume(), LEVEL_GLIDE_MS);
  }

  /** The effects' gain, for a sound played beside the engine (a song clip). */
  get effectsVolume(): number {
    return this.levels.effects;
  }

  private musicVolume(): number {
    return this.levels.music * (this.ducked ? QUIET_MUSIC_SHARE : 1);
  }

  /** Plays `cue` as the music (cross-fading from the one before); null fades the music out. */
  playMusic(cue: MusicCue | null, startMs = 0): void {
    if (this.music?.cue === cue) return;
    this.fadeOutMusic();
    if (cue === null) return;
    const { howl, id } = this.howls.start(cue, 0);
    if (startMs > 0) howl.seek(this.howls.spriteStartS(cue) + startMs / 1000, id);
    this.glide(howl, id, this.musicVolume(), CROSSFADE_MS);
    this.music = { cue, howl, id, held: false };
    this.report({ cue, action: 'play', url: this.howls.source(cue).url });
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
      this.later(() => this.playEffect(cue), delayMs);
      return;
    }
    this.howls.start(cue, this.levels.effects);
    this.report({ cue, action: 'play', url: this.howls.source(cue).url });
  }

  /** Everything off, every file let go (the page is closing). */
  dispose(): void {
    this.pending.forEach((timer) => window.clearTimeout(timer));
    this.pending.clear();
    this.howls.dispose();
    this.music = null;
  }

  private fadeOutMusic(): void {
    const music = this.music;
    if (!music) return;
    this.music = null;
    const { howl, id, cue } = music;
    // Stopped by a timer, not Howler's 'fade' event: a fade to where it already is never ends.
    this.glide(howl, id, 0, CROSSFADE_MS);
    this.later(() => howl.stop(id), CROSSFADE_MS);
    this.report({ cue, action: 'stop' });
  }

  /** Fades one sound to `to`; a fade that would go nowhere is a plain set (Howler's never ends). */
  private glide(howl: Howl, id: number, to: number, ms: number): void {
    const from = howl.volume(id) as number;
    if (from === to) return;
    howl.fade(from, to, ms, id);
  }

  private later(run: () => void, ms: number): void {
    const timer = window.setTimeout(() => {
      this.pending.delete(timer);
      run();
    }, ms);
    this.pending.add(timer);
  }
}
