import { randomUUID } from 'node:crypto';
import type { CounterStore } from './counter-store.js';

/** Per-process counters: used without Redis and while Redis is unreachable. */
export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();

  private readonly locks = new Map<string, { token: string; expiresAt: number }>();

  private live(key: string): { count: number; expiresAt: number } | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async increment(key: string, windowSeconds: number): Promise<number> {
    const entry = this.live(key) ?? { count: 0, expiresAt: Date.now() + windowSeconds * 1000 };
    entry.count += 1;
    this.entries.set(key, entry);
    return entry.count;
  }

  async decrement(key: string): Promise<void> {
    const entry = this.live(key);
    if (entry) entry.count -= 1;
  }

  async count(key: string): Promise<number> {
    return this.live(key)?.count ?? 0;
  }

  async secondsLeft(key: string): Promise<number> {
    const entry = this.live(key);
    return entry ? Math.ceil((entry.expiresAt - Date.now()) / 1000) : 0;
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async lock(key: string, ttlSeconds: number): Promise<string | null> {
    const held = this.locks.get(key);
    if (held && held.expiresAt > Date.now()) return null;
    const token = randomUUID();
    this.locks.set(key, { token, expiresAt: Date.now() + ttlSeconds * 1000 });
    return token;
  }

  async unlock(key: string, token: string): Promise<void> {
    if (this.locks.get(key)?.token === token) this.locks.delete(key);
  }
}
