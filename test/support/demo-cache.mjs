// The run's content cache (CONTENT_CACHE_DIR): the demo catalogue generated and its models
// converted once, by scripts/test/prepare-demo-cache.mjs, for every stack the tests start.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './stack.mjs';

/** Sets CONTENT_CACHE_DIR (unless set) for this process and its children, and fills it; true when it worked. */
export function prepareDemoCache() {
  process.env.CONTENT_CACHE_DIR ??= join(REPO_ROOT, 'node_modules', '.cache', 'hauskonfig', 'content');
  const result = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'test', 'prepare-demo-cache.mjs')], {
    stdio: 'inherit',
    env: process.env,
  });
  return result.status === 0;
}
