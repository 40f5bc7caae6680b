// Open connections per key (a client address, a browser session) against a ceiling: a connection takes a slot when
// it is let in and gives it back when it closes, so the count never drifts.
export class SlotCounter {
  private readonly taken = new Map<string, number>();

  constructor(readonly limit: number) {}

  /** Takes a slot for `key`; false (nothing taken) when its slots are all in use. */
  take(key: string): boolean {
    const used = this.taken.get(key) ?? 0;
    if (used >= this.limit) return false;
    this.taken.set(key, used + 1);
    return true;
  }

  release(key: string): void {
    const used = this.taken.get(key) ?? 0;
    if (used <= 1) this.taken.delete(key);
    else this.taken.set(key, used - 1);
  }

  used(key: string): number {
    return this.taken.get(key) ?? 0;
  }
}
