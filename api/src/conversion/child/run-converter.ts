import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { ConvertReply, ConvertRequest } from './conversion-messages.js';

export interface ConverterLimits {
  timeoutSeconds: number;
  maxMemoryMb: number;
}

export type ConverterResult = Extract<ConvertReply, { type: 'done' } | { type: 'failed' }>;

/**
 * Always the compiled converter: from src/ (tests) and from dist/ alike, three levels up is the
 * api folder. A forked child cannot run TypeScript sources.
 */
const CHILD = join(import.meta.dirname, '..', '..', '..', 'dist', 'conversion', 'child', 'convert-main.js');

/**
 * Runs one conversion in its own process with a heap limit, and kills it when the wall-clock
 * limit passes; a killed or crashed converter is reported as a (retryable) failure.
 */
export function runConverter(
  request: ConvertRequest,
  limits: ConverterLimits,
  onProgress: (fraction: number) => void,
): Promise<ConverterResult> {
  return new Promise((resolve) => {
    const child = fork(CHILD, [], {
      execArgv: [`--max-old-space-size=${limits.maxMemoryMb}`],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: ConverterResult | null = null;
    const timer = setTimeout(() => {
      result ??= {
        type: 'failed',
        hopeless: false,
        message: `Die Konvertierung dauerte länger als ${limits.timeoutSeconds} s und wurde abgebrochen.`,
      };
      child.kill('SIGKILL');
    }, limits.timeoutSeconds * 1000);
    child.on('message', (message: ConvertReply) => {
      if (message.type === 'progress') onProgress(message.fraction);
      else result ??= message;
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(
        result ?? {
          type: 'failed',
          hopeless: false,
          message: `Der Konverter wurde unerwartet beendet (${signal ?? `Code ${code}`}), vermutlich zu wenig Speicher.`,
        },
      );
    });
    child.send(request);
  });
}
