import type { ConversionJob } from './conversion-job.js';

/** Where the API hands conversions: Bull on Redis, or in-process when there is no Redis. */
export interface ConversionQueue {
  enqueue(job: ConversionJob): Promise<void>;
}

export const CONVERSION_QUEUE = Symbol('CONVERSION_QUEUE');
