import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, UserConfig } from 'vite';
import { appViteConfig } from '../vite.shared';

/** Files worth compressing; images and models are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|wasm)$/;

/**
 * Writes `x.js.br` and `x.js.gz` beside every compressible file of the build; the API serves them
 * to browsers that accept them (brotli at its best setting costs build time once, not per request).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'hauskonfig-precompress',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolved.build.outDir;
    },
    closeBundle() {
      for (const file of walk(outDir).filter((path) => COMPRESSIBLE.test(path))) {
        const source = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

const config: UserConfig = appViteConfig({ base: '/', devPort: 5173, shipsDracoDecoder: true });
config.plugins = [...(config.plugins ?? []), precompress()];

/**
 * The public site keeps MUI out of one vendor chunk: the start page needs only a few components,
 * and a single MUI chunk would carry every component of every page into the first load (the
 * initial JavaScript budget is 200 KB gzip). Rolldown then puts each MUI module with the pages
 * that use it.
 */
const output = config.build?.rolldownOptions?.output;
if (output && !Array.isArray(output) && typeof output.codeSplitting === 'object' && output.codeSplitting.groups) {
  output.codeSplitting.groups = output.codeSplitting.groups.filter((group) => group.name !== 'vendor-mui');
}

// The public configurator is served by the API at the site root.
export default config;
