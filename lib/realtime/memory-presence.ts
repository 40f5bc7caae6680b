// The presence store of a single process (no REDIS_URL): visitor id → the ids of its open sockets.
// Also the local half of the Redis store, which needs to know when a visitor's last socket here is gone.
import type { PresenceStore } from './presence-store';

export class MemoryPresence implements PresenceStore {
  private readonly socketsByVisitor = new Map<string, Set<string>>();

  /** True when this socket is the visitor's first one here. */
  add(visitorId: string, socketId: string): boolean {
    const sockets = this.socketsByVisitor.get(visitorId);
    if (sockets) {
      sockets.add(socketId);
      return false;
    }
    this.socketsByVisitor.set(visitorId, new Set([socketId]));
    return true;
  }

  /** True when this was the visitor's last socket here. */
  remove(visitorId: string, socketId: string): boolean {
    const sockets = this.socketsByVisitor.get(visitorId);
    if (!sockets?.delete(socketId) || sockets.size > 0) return false;
    this.socketsByVisitor.delete(visitorId);
    return true;
  }

  visitorIds(): string[] {
    return [...this.socketsByVisitor.keys()];
  }

  get size(): number {
    return this.socketsByVisitor.size;
  }

  async join(visitorId: string, socketId: string): Promise<void> {
    this.add(visitorId, socketId);
  }

  async leave(visitorId: string, socketId: string): Promise<void> {
    this.remove(visitorId, socketId);
  }

  async count(): Promise<number> {
    return this.size;
  }

  async heartbeat(): Promise<void> {}

  async close(): Promise<void> {
    this.socketsByVisitor.clear();
  }
}
