import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPO_ROOT } from './app-config.js';
import { ENVIRONMENT_DOCS } from './environment-docs.js';
import { renderEnvironmentReference, withEnvironmentReference } from './environment-reference.js';

describe('environment reference (docs/configuration.md)', () => {
  const reference = renderEnvironmentReference();

  it('is what docs/configuration.md holds (after a change: npm run docs:config)', () => {
    const markdown = readFileSync(resolve(REPO_ROOT, 'docs', 'configuration.md'), 'utf8');
    expect(withEnvironmentReference(markdown)).toBe(markdown);
  });

  it('names every variable with the rule and the default the class enforces', () => {
    for (const name of Object.keys(ENVIRONMENT_DOCS)) expect(reference).toContain(`- \`${name}\` (`);
    expect(reference).toContain('- `DB_POOL_SIZE` (whole number from 1 to 100; default `20`)');
    expect(reference).toContain('- `LOG_LEVEL` (one of `fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`;');
    expect(reference).toContain('- `SEED_ON_START` (`true` or `false`');
  });

  it('keeps every line within 100 characters', () => {
    for (const line of reference.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
  });
});
