import { useCallback, useEffect, useRef, useState } from 'react';
import type { SoundSettings } from '@shared/wire/sounds';

/** A slider sends this long after it last moved (a drag sends a few times, not on every pixel). */
export const SLIDER_SEND_DELAY_MS = 250;
/** A change the server never echoes (refused, the link dropped) gives way to the server's value. */
const GIVE_UP_MS = 2500;

export type VolumeKey = 'master' | 'music' | 'effects';
export type SwitchKey = 'muted' | 'quiet';

export interface SoundDraft {
  /** What the panel shows: the server's settings, with the operator's changes it has not confirmed yet. */
  shown: SoundSettings;
  /** A slider moved: shown at once, sent after a short pause. */
  slide: (key: VolumeKey, value: number) => void;
  /** A slider let go (the pointer up, a key released): what it shows is sent now. */
  release: () => void;
  /** A toggle pressed: sent at once. */
  toggle: (key: SwitchKey) => void;
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * The sound settings as the panel edits them. Every message carries the whole settings as shown, so two
 * quick changes (the music, then mute) never undo each other while the first is on its way.
 */
export function useSoundDraft(server: SoundSettings, send: (settings: SoundSettings) => void): SoundDraft {
  const [draft, setDraft] = useState<Partial<SoundSettings>>({});
  const shown: SoundSettings = { ...server, ...draft };
  const latest = useRef(shown);
  latest.current = shown;
  const sendRef = useRef(send);
  sendRef.current = send;
  const sendTimer = useRef<Timer | null>(null);
  const giveUpTimer = useRef<Timer | null>(null);

  const sendNow = useCallback((settings: SoundSettings) => {
    if (sendTimer.current !== null) clearTimeout(sendTimer.current);
    sendTimer.current = null;
    sendRef.current(settings);
    if (giveUpTimer.current !== null) clearTimeout(giveUpTimer.current);
    giveUpTimer.current = setTimeout(() => setDraft({}), GIVE_UP_MS);
  }, []);

  const change = (key: keyof SoundSettings, value: number | boolean): SoundSettings => {
    const next = { ...latest.current, [key]: value };
    latest.current = next;
    setDraft((d) => ({ ...d, [key]: value }));
    return next;
  };

  const slide = (key: VolumeKey, value: number): void => {
    change(key, value);
    if (sendTimer.current !== null) clearTimeout(sendTimer.current);
    sendTimer.current = setTimeout(() => sendNow(latest.current), SLIDER_SEND_DELAY_MS);
  };
  const release = (): void => {
    if (sendTimer.current !== null) sendNow(latest.current);
  };
  const toggle = (key: SwitchKey): void => sendNow(change(key, !latest.current[key]));

  useConfirmedDrafts(server, draft, setDraft, sendTimer);
  // Leaving the panel mid-drag still sends where the slider was left.
  useEffect(
    () => () => {
      if (sendTimer.current !== null) sendNow(latest.current);
      if (giveUpTimer.current !== null) clearTimeout(giveUpTimer.current);
    },
    [sendNow],
  );
  return { shown, slide, release, toggle };
}

/** Once the server has what a control shows (and nothing waits to be sent), the control shows the server's. */
function useConfirmedDrafts(
  server: SoundSettings,
  draft: Partial<SoundSettings>,
  setDraft: (draft: Partial<SoundSettings>) => void,
  sendTimer: React.RefObject<Timer | null>,
): void {
  useEffect(() => {
    if (sendTimer.current !== null) return;
    const keys = Object.keys(draft) as (keyof SoundSettings)[];
    const open = keys.filter((key) => draft[key] !== server[key]);
    if (open.length < keys.length) setDraft(Object.fromEntries(open.map((key) => [key, draft[key]])));
  }, [server, draft, setDraft, sendTimer]);
}
