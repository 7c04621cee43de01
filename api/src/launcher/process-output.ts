import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { prettyFactory } from 'pino-pretty';

export type LogFormat = 'pretty' | 'json';

/** Short coloured lines for a person at a terminal; the processes' JSON lines when piped or asked for. */
export function logFormat(env: NodeJS.ProcessEnv, stdout: { isTTY?: boolean }): LogFormat {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT;
  return stdout.isTTY ? 'pretty' : 'json';
}

interface LogRecord {
  level?: number;
  msg?: string;
  method?: string;
  url?: string;
  status?: number;
  ms?: number;
  context?: string;
  err?: { message?: string };
}

/** The headline of an error Node printed itself (an uncaught exception), not its stack lines. */
const THROWN = /^[A-Z]\w*(Error|Exception)\b/;

/** pino's level number for "error". */
const ERROR_LEVEL = 50;

function parse(line: string): LogRecord | null {
  if (!line.startsWith('{')) return null;
  try {
    return JSON.parse(line) as LogRecord;
  } catch {
    return null;
  }
}

/** The access log's fields as one short line: GET /api/v1/houses 200 3.1 ms. */
function message(record: LogRecord): string {
  if (record.msg === 'request' && record.method) {
    return `${record.method} ${record.url} ${record.status} ${record.ms} ms`;
  }
  return record.context ? `${record.context}: ${record.msg}` : (record.msg ?? '');
}

/**
 * The output of one supervised process: written through (pretty or as it came) and watched for
 * the last error it reported, which is what the supervisor names when the process dies.
 */
export class ProcessOutput {
  private lastError: string | null = null;
  private readonly pretty: ((record: LogRecord) => string) | null;

  constructor(
    private readonly name: string,
    format: LogFormat,
    private readonly write: (text: string) => void,
    colour = false,
  ) {
    const label = name.padEnd(6);
    this.pretty =
      format === 'pretty'
        ? prettyFactory({
            colorize: colour,
            translateTime: 'HH:MM:ss',
            singleLine: true,
            ignore: 'pid,hostname,method,url,status,ms,context,port',
            messageFormat: (record) => `${label} ${message(record as LogRecord)}`,
          })
        : null;
  }

  /** The last error the process logged before it died, if any. */
  get lastProblem(): string | null {
    return this.lastError;
  }

  /** Reading starts over for a restarted process: an old error does not explain a new death. */
  reset(): void {
    this.lastError = null;
  }

  attach(stream: Readable, isStderr: boolean): void {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => this.line(line, isStderr));
  }

  line(line: string, isStderr: boolean): void {
    const record = parse(line);
    if (!record) {
      if (isStderr && THROWN.test(line)) this.lastError = line.trim();
      this.write(this.pretty ? `${this.name.padEnd(6)} ${line}\n` : `${line}\n`);
      return;
    }
    if ((record.level ?? 0) >= ERROR_LEVEL) {
      this.lastError = [message(record), record.err?.message].filter(Boolean).join(': ');
    }
    this.write(this.pretty ? this.pretty(record) : `${line}\n`);
  }
}
