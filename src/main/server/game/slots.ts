/** At most `size` holders at once; the others wait their turn, first come first served. */
export class Slots {
  private used = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {}

  /** Resolves once a slot is free; call the returned function to give it back. */
  async take(): Promise<() => void> {
    if (this.used < this.size) this.used++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.used--;
    };
  }
}
