import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config/app-config.js';

/** What makes the cached outputs: the built packages and the installed dependencies. */
const INPUTS = ['api/dist', 'shared/dist', 'demo-catalogue/dist', 'node_modules/.package-lock.json'];

function hashInto(hash: ReturnType<typeof createHash>, path: string): void {
  if (!existsSync(path)) return;
  const entries = readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.map'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of entries) hash.update(file.slice(REPO_ROOT.length)).update(readFileSync(file));
}

let version: string | null = null;

/**
 * A digest of the product's build and its installed dependencies: any change to either makes a
 * new version, so nothing cached by an older build is ever reused. Computed once per process.
 */
export function codeVersion(): string {
  if (version) return version;
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const path = join(REPO_ROOT, input);
    if (path.endsWith('.json')) {
      if (existsSync(path)) hash.update(readFileSync(path));
    } else hashInto(hash, path);
  }
  version = hash.digest('hex').slice(0, 16);
  return version;
}
