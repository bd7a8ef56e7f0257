import { storedText } from '../../../net/storedText';
import { PLAYER_TOKEN_KEY } from '../../../prerender/earlyJoinContract';

/**
 * The guest's private token from `joinedGame`: with it a reload or a woken phone is the same player.
 * Where storage is off, the guest simply has to join again after a reload.
 */
const token = storedText(() => localStorage, PLAYER_TOKEN_KEY);

export const loadPlayerToken = token.load;
export const savePlayerToken = token.save;
export const forgetPlayerToken = token.forget;

/** The guest's handshake: their token when they joined before on this phone. */
export function playerAuth(): { token?: string } {
  const saved = loadPlayerToken();
  return saved ? { token: saved } : {};
}
