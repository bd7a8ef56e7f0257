/** One wish a guest may send this often (an edit included): a phone's double tap costs nothing. */
export const WISH_INTERVAL_MS = 1_000;

/**
 * The guestbook's pace per guest, not per connection (issue 28): a guest's token opened on 25 sockets
 * still writes one wish at a time, one a second. Session time, so tests with a fake clock agree.
 */
export class WishPace {
  private readonly saving = new Set<string>();
  private readonly lastSavedAt = new Map<string, number>();

  /** Takes the guest's turn; false while one of their wishes is being saved or within a second of the last. */
  take(playerId: string, now: number): boolean {
    if (this.saving.has(playerId)) return false;
    if (now - (this.lastSavedAt.get(playerId) ?? -Infinity) < WISH_INTERVAL_MS) return false;
    this.saving.add(playerId);
    return true;
  }

  /** Gives the turn back; `savedAt` when the wish was journaled (the next one waits a second from then). */
  release(playerId: string, savedAt: number | null): void {
    this.saving.delete(playerId);
    if (savedAt !== null) this.lastSavedAt.set(playerId, savedAt);
  }
}
