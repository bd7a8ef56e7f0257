/** The guest's private token from `joinedGame`: with it a reload or a woken phone is the same player. */
const KEY = 'weddingQuiz.playerToken';

export function loadPlayerToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    // Private mode on old Safari throws: the guest simply has to join again after a reload.
    return null;
  }
}

export function savePlayerToken(token: string): void {
  try {
    localStorage.setItem(KEY, token);
  } catch {
    /* see loadPlayerToken */
  }
}

export function forgetPlayerToken(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* see loadPlayerToken */
  }
}
