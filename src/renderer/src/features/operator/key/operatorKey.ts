import { hostBridge } from '@shared/model/hostBridge';
import { storedText } from '../../../net/storedText';

/**
 * Per tab: the operator link gives the key to this tab only, and it is gone when the tab closes. Where
 * storage is off, the key lives only as long as the page.
 */
const stored = storedText(() => sessionStorage, 'weddingQuiz.operatorKey');
const HASH_PREFIX = '#key=';

export const rememberOperatorKey = stored.save;
export const forgetOperatorKey = stored.forget;

/**
 * The operator key, from (in order) the desktop app's preload, the operator link's `#key=...`
 * (stored for the tab and removed from the address bar so it is not shown or bookmarked), or
 * what this tab stored before.
 */
export function findOperatorKey(): string | null {
  const bridge = hostBridge();
  if (bridge?.operatorKey) return bridge.operatorKey;
  const fromLink = takeKeyFromAddress();
  if (fromLink) {
    rememberOperatorKey(fromLink);
    return fromLink;
  }
  return stored.load();
}

function takeKeyFromAddress(): string | null {
  const { hash, pathname, search } = window.location;
  if (!hash.startsWith(HASH_PREFIX)) return null;
  let key: string;
  try {
    key = decodeURIComponent(hash.slice(HASH_PREFIX.length));
  } catch {
    return null;
  }
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return key.length > 0 ? key : null;
}
