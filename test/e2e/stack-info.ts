import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface StackInfo {
  databaseUrl: string;
  /** DATA_DIR of the stack: stored files and the mail outbox (`outbox/*.eml`). */
  dataDir: string;
}

/** What serve-stack.mjs wrote about the stack under test, for checks behind the screens. */
export function stackInfo(): StackInfo {
  const path = join(__dirname, '..', '..', 'test-results', `e2e-stack-${process.env.E2E_PORT ?? '3100'}.json`);
  return JSON.parse(readFileSync(path, 'utf8')) as StackInfo;
}
