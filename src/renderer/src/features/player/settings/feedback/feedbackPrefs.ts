/** A guest's choices for this phone, remembered on it: vibration on, sound off, unless they say otherwise. */
export interface FeedbackPrefs {
  vibrate: boolean;
  sound: boolean;
}

export const DEFAULT_FEEDBACK: FeedbackPrefs = { vibrate: true, sound: false };

const KEY = 'wedding-quiz:feedback';

export function loadFeedbackPrefs(storage: Pick<Storage, 'getItem'> | null): FeedbackPrefs {
  try {
    const saved = JSON.parse(storage?.getItem(KEY) ?? 'null') as Partial<FeedbackPrefs> | null;
    return {
      vibrate: typeof saved?.vibrate === 'boolean' ? saved.vibrate : DEFAULT_FEEDBACK.vibrate,
      sound: typeof saved?.sound === 'boolean' ? saved.sound : DEFAULT_FEEDBACK.sound,
    };
  } catch {
    return DEFAULT_FEEDBACK;
  }
}

export function saveFeedbackPrefs(storage: Pick<Storage, 'setItem'> | null, prefs: FeedbackPrefs): void {
  try {
    storage?.setItem(KEY, JSON.stringify(prefs));
  } catch {
    // Private browsing may refuse storage: the choice then lasts as long as the page.
  }
}
