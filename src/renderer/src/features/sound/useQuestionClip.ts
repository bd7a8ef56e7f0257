import { useEffect, useRef, type RefObject } from 'react';
import { GameState } from '@shared/model/gameState';
import type { ScreenView } from '@shared/wire/payloads';
import { ClipPlayer, type ClipEvent } from './clipPlayer';
import type { SoundEngine } from './soundEngine';

/** The page's test hook for song clips: every play, stop and end, as a DOM event. */
export const CLIP_EVENT = 'wedding-quiz:clip';

function announce(event: ClipEvent): void {
  window.dispatchEvent(new CustomEvent(CLIP_EVENT, { detail: event }));
}

/** The steps a clip plays from (the question appearing, the reveal); it plays on into the answering. */
function startsClip(state: number): boolean {
  return state === GameState.SHOW_QUESTION || state === GameState.SHOW_CORRECT_ANSWER;
}

/**
 * "Name that song" (issue 30): the big screen plays a question's clip as the question appears and
 * again at its reveal, the music ducked under it; moving on to anything else stops it.
 */
export function useQuestionClip(
  view: ScreenView | null,
  engine: RefObject<SoundEngine | null>,
  unlocked: boolean,
): void {
  const player = useRef<ClipPlayer | null>(null);
  const started = useRef('');
  useEffect(() => {
    const clips = new ClipPlayer(announce, () => engine.current?.duckMusic(false));
    player.current = clips;
    return () => {
      clips.stop();
      player.current = null;
    };
  }, [engine]);

  const clip = view?.question?.clip ?? null;
  const state = view?.state;
  const step = view ? `${view.questionNumber}:${state}` : '';
  useEffect(() => {
    const clips = player.current;
    if (!clips || state === undefined) return;
    const keepsPlaying = state === GameState.SHOW_QUESTION_OPTIONS;
    if (!clip?.src || !unlocked || !startsClip(state)) {
      if (!keepsPlaying) clips.stop();
      return;
    }
    if (started.current === step) return;
    started.current = step;
    engine.current?.duckMusic(true);
    clips.play({ src: clip.src, start: clip.start, length: clip.length }, engine.current?.effectsVolume ?? 1);
  }, [clip, state, step, unlocked, engine]);
}
