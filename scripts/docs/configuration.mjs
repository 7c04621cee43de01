// `npm run docs:config`: writes the environment reference in docs/configuration.md from the API's
// validated environment class and its descriptions (api/src/config/environment-docs.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { withEnvironmentReference } from '../../api/dist/config/environment-reference.js';

const path = new URL('../../docs/configuration.md', import.meta.url);
writeFileSync(path, withEnvironmentReference(readFileSync(path, 'utf8')));
console.log('docs/configuration.md: environment reference written');
