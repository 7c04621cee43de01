/**
 * Bull's Redis connection queues commands while Redis is down, so a call could wait for as long
 * as the outage lasts and hold an HTTP request with it. This bounds the wait; the call itself may
 * still complete later (job ids make that harmless), and its late failure is not left unhandled.
 */
export async function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer from Redis within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** How long the API waits for Redis to take a job before it leaves the job to the worker's sweep. */
export const ENQUEUE_TIMEOUT_MS = 2000;
