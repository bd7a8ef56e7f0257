import { useEffect, useRef } from 'react';
import type { PlayerView } from '@shared/wire/payloads';
import type { SentAnswer } from '../../playerState';
import { canVibrate, feedbackPrefs } from './feedbackStore';
import { cueFor, momentOf, VIBRATIONS, type FeedbackMoment } from './phoneCues';
import { playPhoneSound, preparePhoneSounds } from './playPhoneSound';

/** A buzz (and, for a guest who asked, a soft sound) when the answer is in and at the reveal. */
export function usePhoneFeedback(view: PlayerView | null, sent: SentAnswer | null): void {
  const prev = useRef<FeedbackMoment | null>(null);
  useEffect(() => {
    if (feedbackPrefs().sound) void preparePhoneSounds().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!view) return;
    const moment = momentOf(view, sent);
    const cue = cueFor(prev.current, moment);
    prev.current = moment;
    if (!cue) return;
    const { vibrate, sound } = feedbackPrefs();
    if (vibrate && canVibrate()) navigator.vibrate(VIBRATIONS[cue]);
    if (sound) void playPhoneSound(cue).catch(() => undefined);
  }, [view, sent]);
}
