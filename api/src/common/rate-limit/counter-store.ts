/** Windowed counters and short locks for rate limits and lock-outs; shared by all API instances when in Redis. */
export interface CounterStore {
  /** Adds one and returns the new count; the window starts with the first increment. */
  increment(key: string, windowSeconds: number): Promise<number>;
  /** Takes back one increment while the window lasts (a reservation that was not used); never creates the key. */
  decrement(key: string): Promise<void>;
  count(key: string): Promise<number>;
  /** Seconds until the key's window ends (0 when there is none). */
  secondsLeft(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Takes the lock `key` unless it is held; answers the holder's token, or null. It lapses after `ttlSeconds`. */
  lock(key: string, ttlSeconds: number): Promise<string | null>;
  /** Gives the lock back, if `token` still holds it. */
  unlock(key: string, token: string): Promise<void>;
}

export const COUNTER_STORE = Symbol('COUNTER_STORE');
