import { createContext, useContext, useRef } from 'react';

/**
 * Whether the big screen is showing a stage it reached live, rather than the one it opened on (a reload,
 * a screen plugged in mid-game): only a live change earns its suspense, such as a podium place rising in
 * after its drum roll.
 */
export const LiveStage = createContext(false);

export function useLiveStage(): boolean {
  return useContext(LiveStage);
}

/** True once `state` differs from the first one this page showed. */
export function useIsLive(state: number): boolean {
  const first = useRef(state);
  return state !== first.current;
}
