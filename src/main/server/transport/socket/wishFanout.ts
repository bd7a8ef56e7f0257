/** The operators' list of wishes (and a running slideshow) follow new wishes at most this often. */
export const WISH_FANOUT_MS = 500;

/**
 * A burst of wishes after the podium (every guest writing at once) must not send the operators a whole
 * view per wish: the changes are batched and sent at most every half second.
 */
export class WishFanout {
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly flush: () => void) {}

  schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush();
    }, WISH_FANOUT_MS);
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
