import { createContext, useContext } from 'react';
import { PHONE_BOOT_ID, type PhoneBoot } from '@shared/model/prerender';

/**
 * The server's word on the phone's pre-rendered page (issue 25): its language, join form and quiz. The
 * app's first render reads the same, so it takes the page over (hydrates) without changing a thing.
 * Null on a page the server did not pre-render (a returning guest, the operator's test link).
 */
export const PhoneBootContext = createContext<PhoneBoot | null>(null);

export function usePhoneBoot(): PhoneBoot | null {
  return useContext(PhoneBootContext);
}

/** The boot data in this page, if the server pre-rendered it. */
export function readPhoneBoot(): PhoneBoot | null {
  const text = document.getElementById(PHONE_BOOT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PhoneBoot;
  } catch {
    return null;
  }
}
