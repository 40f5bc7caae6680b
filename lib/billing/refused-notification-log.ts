// The trace of refused payment notifications (malformed or unsigned: anyone can send them, so they are never stored
// in payment_events): one log line each, at most `perAddress` per address per window, then one line saying the rest
// is dropped. Memory stays bounded (the store's key cap), whatever is sent.
import { MemoryRateLimitStore } from '../rate-limit/memory-store';

export interface RefusedNotification {
  /** The trusted x-client-ip, or null. */
  address: string | null;
  reason: 'malformed' | 'signature';
  /** What the sender claims, cut short: it is the sender's text. */
  orderId: string;
}

export type LogLine = (message: string, fields: Record<string, unknown>) => void;

export interface RefusedNotificationLogOptions {
  write: LogLine;
  perAddress?: number;
  windowMs?: number;
  maxAddresses?: number;
  now?: () => number;
}

export class RefusedNotificationLog {
  private readonly store: MemoryRateLimitStore;
  private readonly perAddress: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(private readonly options: RefusedNotificationLogOptions) {
    this.store = new MemoryRateLimitStore(options.maxAddresses ?? 10_000);
    this.perAddress = options.perAddress ?? 10;
    this.windowMs = options.windowMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** How many addresses are being counted (at most maxAddresses). */
  get trackedAddresses(): number {
    return this.store.size;
  }

  async note(refused: RefusedNotification): Promise<void> {
    const address = refused.address ?? 'unknown';
    const { count, resetAt } = await this.store.hit(address, this.now(), this.windowMs);
    if (count > this.perAddress + 1) return;
    if (count === this.perAddress + 1) {
      this.options.write('refused payment notifications: more from this address are not logged for a while', {
        address,
        seconds: Math.ceil((resetAt - this.now()) / 1000),
      });
      return;
    }
    this.options.write('payment notification refused', {
      address,
      reason: refused.reason,
      orderId: refused.orderId.slice(0, 64),
    });
  }
}
