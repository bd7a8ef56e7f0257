import { Howl } from 'howler';

/** A clip fades out over its last moments rather than stopping dead. */
const FADE_OUT_MS = 600;

/** One song clip to play (issue 30): the file, from `start`, `length` seconds. */
export interface Clip {
  src: string;
  start: number;
  length: number;
}

/** What the player did, for the page's test hook (and nothing else). */
export interface ClipEvent {
  action: 'play' | 'stop' | 'end' | 'error';
  src: string;
}

/**
 * "Name that song" on the big screen: the couple's clip, played once from its start for its length (a
 * Howler sprite of just that part), faded out at its end. `onEnd` lets the music come back up.
 */
export class ClipPlayer {
  private howl: Howl | null = null;
  private src = '';
  private readonly timers = new Set<number>();

  constructor(
    private readonly report: (event: ClipEvent) => void,
    private readonly onEnd: () => void,
  ) {}

  get playing(): boolean {
    return this.howl !== null;
  }

  play(clip: Clip, volume: number): void {
    this.stop();
    const lengthMs = clip.length * 1000;
    const howl = new Howl({
      src: [clip.src],
      volume,
      sprite: { clip: [clip.start * 1000, lengthMs] },
      onloaderror: () => this.report({ action: 'error', src: clip.src }),
      onplayerror: () => this.report({ action: 'error', src: clip.src }),
    });
    this.howl = howl;
    this.src = clip.src;
    const id = howl.play('clip');
    this.later(() => howl.fade(volume, 0, FADE_OUT_MS, id), Math.max(0, lengthMs - FADE_OUT_MS));
    this.later(() => this.finish('end'), lengthMs);
    this.report({ action: 'play', src: clip.src });
  }

  /** Stops the clip now (the game moved on). */
  stop(): void {
    if (this.howl) this.finish('stop');
  }

  private finish(action: 'stop' | 'end'): void {
    this.timers.forEach((timer) => window.clearTimeout(timer));
    this.timers.clear();
    this.howl?.unload();
    this.howl = null;
    this.report({ action, src: this.src });
    this.onEnd();
  }

  private later(run: () => void, ms: number): void {
    const timer = window.setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }
}
