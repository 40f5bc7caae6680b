// A bounded in-memory cache of rendered HTML for pages that are the same for every visitor (sessions live in the
// browser) and change only with an import: least recently used entries go first once the byte budget is spent.
export interface CachedPage {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
  /** The CSP nonce the body was rendered with; replaced by a fresh one on every hit. */
  nonce: string;
  storedAt: number;
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(
    private readonly budgetBytes: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt > this.ttlMs) {
      this.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks it most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, page: Omit<CachedPage, 'storedAt'>): void {
    const size = Buffer.byteLength(page.body);
    if (size > this.budgetBytes / 4) return;
    this.delete(key);
    this.entries.set(key, { ...page, storedAt: this.now() });
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.budgetBytes) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= Buffer.byteLength(entry.body);
    this.entries.delete(key);
  }
}

/** The cached body with a fresh nonce: the old one is a random 48-character token, so it appears nowhere else. */
export function withFreshNonce(page: CachedPage, nonce: string): string {
  return page.body.split(page.nonce).join(nonce);
}
