import { storedText } from '../../net/storedText';
import { JOINED_COOKIE, PLAYER_TOKEN_KEY } from '../../prerender/earlyJoinContract';

/**
 * The guest's private token from `joinedGame`: with it a reload or a woken phone is the same player.
 * Where storage is off, the guest simply has to join again after a reload.
 */
const token = storedText(() => localStorage, PLAYER_TOKEN_KEY);

/**
 * The cookie tells the server this phone has joined (never the token itself): it then sends no join form
 * to pre-render, so a returning guest never sees the form flash before their own screen.
 */
function markJoined(joined: boolean): void {
  document.cookie = `${JOINED_COOKIE}=${joined ? '1' : ''}; path=/; max-age=${joined ? 86400 : 0}; samesite=strict`;
}

export const loadPlayerToken = token.load;

export function savePlayerToken(value: string): void {
  token.save(value);
  markJoined(true);
}

export function forgetPlayerToken(): void {
  token.forget();
  markJoined(false);
}

/** The guest's handshake: their token when they joined before on this phone. */
export function playerAuth(): { token?: string } {
  const saved = loadPlayerToken();
  return saved ? { token: saved } : {};
}
