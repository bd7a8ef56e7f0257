import { useSyncExternalStore } from 'react';
import { loadFeedbackPrefs, saveFeedbackPrefs, type FeedbackPrefs } from './feedbackPrefs';

// One phone, one set of choices: the switches on the waiting card and the game's feedback share them.

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let prefs: FeedbackPrefs | null = null;
const listeners = new Set<() => void>();

export function feedbackPrefs(): FeedbackPrefs {
  prefs ??= loadFeedbackPrefs(storage());
  return prefs;
}

export function setFeedbackPrefs(next: FeedbackPrefs): void {
  prefs = next;
  saveFeedbackPrefs(storage(), next);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFeedbackPrefs(): FeedbackPrefs {
  return useSyncExternalStore(subscribe, feedbackPrefs);
}

/** Whether this phone can vibrate at all (iPhones cannot: the switch is not offered there). */
export function canVibrate(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function';
}
