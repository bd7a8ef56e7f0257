/**
 * The big screen's default sounds (issue 17): original music and effects rendered by
 * `npm run sounds` (scripts/renderSounds.mjs) and bundled, so they play with no internet. Vite turns
 * each import into the file's URL. A music cue's loop is the region, inside its file, that repeats
 * seamlessly (the file has a little padding either side for the MP3 encoder's delay).
 */
import type { SoundCue } from '@shared/model/soundMoments';
import manifest from '../../assets/sounds/sounds.json';
import lobbyUrl from '../../assets/sounds/lobby.mp3';
import answeringUrl from '../../assets/sounds/answering.mp3';
import breakUrl from '../../assets/sounds/break.mp3';
import celebrationUrl from '../../assets/sounds/celebration.mp3';
import countdownUrl from '../../assets/sounds/countdown.mp3';
import tickUrl from '../../assets/sounds/tick.mp3';
import timeUpUrl from '../../assets/sounds/timeUp.mp3';
import revealUrl from '../../assets/sounds/reveal.mp3';
import revealNobodyUrl from '../../assets/sounds/revealNobody.mp3';
import agreeUrl from '../../assets/sounds/agree.mp3';
import disagreeUrl from '../../assets/sounds/disagree.mp3';
import leaderboardUrl from '../../assets/sounds/leaderboard.mp3';
import drumRollUrl from '../../assets/sounds/drumRoll.mp3';
import fanfareUrl from '../../assets/sounds/fanfare.mp3';

export interface LoopRegion {
  startMs: number;
  endMs: number;
}

export interface DefaultSound {
  url: string;
  /** Where the music repeats from and to, in the file's own time; null for an effect played once. */
  loop: LoopRegion | null;
  durationMs: number;
}

const URLS: Record<SoundCue, string> = {
  lobby: lobbyUrl,
  answering: answeringUrl,
  break: breakUrl,
  celebration: celebrationUrl,
  countdown: countdownUrl,
  tick: tickUrl,
  timeUp: timeUpUrl,
  reveal: revealUrl,
  revealNobody: revealNobodyUrl,
  agree: agreeUrl,
  disagree: disagreeUrl,
  leaderboard: leaderboardUrl,
  drumRoll: drumRollUrl,
  fanfare: fanfareUrl,
};

const entries: Record<SoundCue, { durationMs: number; loop: LoopRegion | null }> = manifest;

export const DEFAULT_SOUNDS = Object.fromEntries(
  (Object.keys(URLS) as SoundCue[]).map((cue) => [
    cue,
    { url: URLS[cue], loop: entries[cue].loop, durationMs: entries[cue].durationMs },
  ]),
) as Record<SoundCue, DefaultSound>;
