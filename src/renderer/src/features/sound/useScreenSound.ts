import { useEffect, useRef } from 'react';
import { GameState } from '@shared/model/gameState';
import type { ScreenView } from '@shared/wire/payloads';
import type { QuizInfo } from '@shared/wire/quiz';
import type { SoundCue } from '@shared/model/soundMoments';
import { remainingMs } from '../../ui/countdown/countdown';
import { DEFAULT_SOUNDS } from './defaultSounds';
import { effectsFor, isPaused, musicFor, tickDelays } from './soundCues';
import { SoundEngine, type CueEvent, type CueSource } from './soundEngine';
import { answeringStartMs, levelsOf } from './soundLevels';
import { useQuestionClip } from './useQuestionClip';

/** The page's test hook: every cue the engine starts, stops, pauses or resumes, as a DOM event. */
export const SOUND_EVENT = 'wedding-quiz:sound';

function announce(event: CueEvent): void {
  window.dispatchEvent(new CustomEvent(SOUND_EVENT, { detail: event }));
}

function sourcesOf(quiz: QuizInfo | null): (cue: SoundCue) => CueSource {
  return (cue) => {
    const own = quiz?.sounds?.[cue];
    return own ? { url: own, loop: null } : DEFAULT_SOUNDS[cue];
  };
}

/** How far into answering's music to start: its climax lands on the deadline (defaults only). */
function answeringOffset(view: ScreenView, quiz: QuizInfo | null, clockOffsetMs: number): number {
  const loop = quiz?.sounds?.answering ? null : DEFAULT_SOUNDS.answering.loop;
  const left = remainingMs(view.timer, clockOffsetMs, Date.now());
  return loop && left !== null ? answeringStartMs(loop.endMs - loop.startMs, left) : 0;
}

/**
 * The big screen's sound: music for each stage, one-shots on each live change, the last seconds'
 * ticks, held while the timer is paused, at the operator's levels (and this screen's own "quiet").
 * Nothing is started while the browser holds sound back: a click then starts the current music
 * afresh, instead of every cue missed meanwhile at once.
 */
export function useScreenSound(
  view: ScreenView | null,
  quiz: QuizInfo | null,
  clockOffsetMs: number,
  quietHere: boolean,
  unlocked: boolean,
): void {
  const engineRef = useRef<SoundEngine | null>(null);
  const prevRef = useRef<ScreenView | null>(null);
  const ticked = useRef(new Set<string>());

  useEffect(() => {
    const engine = new SoundEngine(sourcesOf(null), announce);
    engineRef.current = engine;
    return () => {
      engine.dispose();
      engineRef.current = null;
    };
  }, []);

  useEffect(() => engineRef.current?.setSources(sourcesOf(quiz)), [quiz]);
  useQuestionClip(view, engineRef, unlocked);

  const sound = view?.sound;
  useEffect(() => {
    if (sound) engineRef.current?.setLevels(levelsOf(sound, quietHere));
  }, [sound, quietHere]);

  useEffect(() => {
    const engine = engineRef.current;
    if (!view || !engine) return;
    const prev = prevRef.current;
    prevRef.current = view;
    const music = unlocked ? musicFor(view) : null;
    engine.playMusic(music, music === 'answering' ? answeringOffset(view, quiz, clockOffsetMs) : 0);
    engine.holdMusic(isPaused(view));
    // One-shots ring out even if another view arrives meanwhile (a chime is never cut by a counter).
    if (unlocked) for (const { cue, delayMs } of effectsFor(prev, view)) engine.playEffect(cue, delayMs);
  }, [view, quiz, clockOffsetMs, unlocked]);

  useEffect(() => {
    const engine = engineRef.current;
    if (!view || !engine || !unlocked) return undefined;
    if (view.state !== GameState.SHOW_QUESTION_OPTIONS || isPaused(view)) return undefined;
    const left = remainingMs(view.timer, clockOffsetMs, Date.now());
    const ticks = (left === null ? [] : tickDelays(left)).map(({ second, delayMs }) =>
      window.setTimeout(() => {
        // A view arriving just after a tick (with a new clock offset) must not ring that second again.
        const key = `${view.questionNumber}:${second}`;
        if (ticked.current.has(key)) return;
        ticked.current.add(key);
        engine.playEffect('tick');
      }, delayMs),
    );
    return () => ticks.forEach((t) => window.clearTimeout(t));
  }, [view, clockOffsetMs, unlocked]);
}
