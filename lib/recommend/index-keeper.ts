// Keeps one built index and its catalogue version current. Requests get the index they can have at once: the current
// one, while a check or a rebuild runs in the background; only before the first index do they wait. A failed build
// (first or later) is retried after a backoff (base × 2^(failures − 1), capped), the old index serving meanwhile, and
// reported once per failure with the wait before the next try. Requests waiting for the first index keep waiting
// through brief failures and are refused only after `failuresBeforeRefusing` failures in a row during their wait.
// Clock and timer are injected, so the retry is tested without waiting.

export interface BuiltIndex<Index> {
  index: Index;
  version: string;
}

export interface IndexKeeperOptions<Index> {
  build: () => Promise<BuiltIndex<Index>>;
  readVersion: () => Promise<string>;
  now: () => number;
  /** Runs `run` after `ms` (the production timer does not keep the process alive). */
  setTimer: (run: () => void, ms: number) => void;
  /** One report per failed build: why, how many in a row, how long until the next try, whether an index serves. */
  onFailure: (failure: { error: unknown; failures: number; retryInMs: number; isServing: boolean }) => void;
  checkEveryMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  failuresBeforeRefusing: number;
}

interface Waiter<Index> {
  resolve: (index: Index) => void;
  reject: (error: unknown) => void;
  failuresSeen: number;
}

export class IndexKeeper<Index> {
  private current?: BuiltIndex<Index>;
  private running?: Promise<void>;
  private isRetryPending = false;
  private checkedAt = 0;
  private failures = 0;
  private waiters: Waiter<Index>[] = [];

  constructor(private readonly options: IndexKeeperOptions<Index>) {}

  /** The current index (a due check starts in the background), or the first one once it is built. */
  get(): Promise<Index> {
    const { current } = this;
    if (current) {
      if (this.options.now() - this.checkedAt > this.options.checkEveryMs) this.startInBackground();
      return Promise.resolve(current.index);
    }
    const waiting = new Promise<Index>((resolve, reject) => this.waiters.push({ resolve, reject, failuresSeen: 0 }));
    this.startInBackground();
    return waiting;
  }

  /** Starts the first build, or a check, unless one runs or a retry is already scheduled. */
  startInBackground(): void {
    if (this.running || this.isRetryPending) return;
    this.attempt().catch(() => {});
  }

  /** Checks the catalogue now and waits for the rebuild if it changed; throws when that build fails. */
  async refreshNow(): Promise<void> {
    await this.idle();
    await this.attempt();
  }

  /** Settles when the attempt under way (if any) has, whatever its outcome: for tests and shutdown. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private attempt(): Promise<void> {
    this.checkedAt = this.options.now();
    const run = this.checkAndBuild().then(
      () => this.succeeded(),
      (error: unknown) => {
        this.failed(error);
        throw error;
      },
    );
    const settled: Promise<void> = run
      .catch(() => {})
      .then(() => {
        if (this.running === settled) this.running = undefined;
      });
    this.running = settled;
    return run;
  }

  private async checkAndBuild(): Promise<void> {
    const { current } = this;
    if (current && (await this.options.readVersion()) === current.version) return;
    this.current = await this.options.build();
  }

  private succeeded(): void {
    this.failures = 0;
    const { current } = this;
    if (!current) return;
    for (const waiter of this.waiters.splice(0)) waiter.resolve(current.index);
  }

  private failed(error: unknown): void {
    this.failures += 1;
    const { retryBaseMs, retryMaxMs, failuresBeforeRefusing } = this.options;
    const retryInMs = Math.min(retryMaxMs, retryBaseMs * 2 ** (this.failures - 1));
    this.options.onFailure({ error, failures: this.failures, retryInMs, isServing: this.current !== undefined });
    this.waiters = this.waiters.filter((waiter) => {
      waiter.failuresSeen += 1;
      if (waiter.failuresSeen < failuresBeforeRefusing) return true;
      waiter.reject(error);
      return false;
    });
    this.isRetryPending = true;
    this.options.setTimer(() => {
      this.isRetryPending = false;
      this.startInBackground();
    }, retryInMs);
  }
}
