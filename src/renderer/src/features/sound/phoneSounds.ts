/**
 * The phone's three quiet sounds (issue 17), rendered by `npm run sounds`. Import this module only
 * dynamically (`await import(...)`) once a guest turns sound on: the phone page then downloads nothing
 * for sound unless it is wanted.
 */
import acceptedUrl from '../../assets/sounds/phone/accepted.mp3';
import rightUrl from '../../assets/sounds/phone/right.mp3';
import wrongUrl from '../../assets/sounds/phone/wrong.mp3';

export const PHONE_SOUNDS = {
  /** The answer was taken: a soft tap. */
  accepted: acceptedUrl,
  /** Right: a bright two-note chime. */
  right: rightUrl,
  /** Wrong: a soft, low two-note "oh no". */
  wrong: wrongUrl,
} as const;

export type PhoneSound = keyof typeof PHONE_SOUNDS;
