// Where the live visitor count is kept: one process's memory, or Redis shared by every instance behind a balancer.
// Callers serialise the calls (one at a time); a visitor is present while at least one of its sockets is.
export interface PresenceStore {
  /** Records one connected socket of a visitor. */
  join(visitorId: string, socketId: string): Promise<void>;
  /** Forgets one socket; the visitor leaves with its last socket. */
  leave(visitorId: string, socketId: string): Promise<void>;
  /** The number of distinct visitors present (across every live instance for a shared store). */
  count(): Promise<number>;
  /** Periodic upkeep that keeps this instance's visitors alive in a shared store; nothing to do in memory. */
  heartbeat(): Promise<void>;
  /** Removes this instance's visitors and releases what the store holds. */
  close(): Promise<void>;
}
