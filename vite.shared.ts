import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

/** The API started locally by `npm start`; the dev servers proxy to it. */
const API_TARGET = 'http://127.0.0.1:3000';

/** Matches a module inside one of the given node_modules packages. */
export const fromPackages = (...names: string[]): RegExp =>
  new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.map((n) => n.replace(/[/]/g, '[\\\\/]')).join('|')})[\\\\/]`);

const proxy = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '/ops': { target: API_TARGET, changeOrigin: true },
};

/** URL folder of the Draco decoder (spec section 9: /decoder/draco), relative to the site root. */
const DRACO_URL_DIR = 'decoder/draco';

/**
 * Ships three.js's Draco decoder (wasm and its JS fallback) with the build under /decoder/draco,
 * so compressed models decode without any download from the internet. The dev server serves the
 * same files.
 */
function dracoDecoderFiles(): Plugin {
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('three')), '..', 'examples', 'jsm', 'libs', 'draco', 'gltf');
  const files = readdirSync(dir);
  return {
    name: 'hauskonfig-draco-decoder',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = req.url?.match(/^\/decoder\/draco\/([\w.]+)$/);
        if (!match || !files.includes(match[1])) return next();
        res.setHeader('Content-Type', match[1].endsWith('.wasm') ? 'application/wasm' : 'text/javascript');
        res.end(readFileSync(join(dir, match[1])));
      });
    },
    generateBundle() {
      for (const file of files) {
        this.emitFile({ type: 'asset', fileName: `${DRACO_URL_DIR}/${file}`, source: readFileSync(join(dir, file)) });
      }
    },
  };
}

/**
 * three.js's DRACOLoader names its own copies of the decoder as default paths (`new URL(...,
 * import.meta.url)`), which Vite would emit as 1.3 MB of hashed assets that are never fetched:
 * the viewer always sets /decoder/draco. The defaults point there instead.
 */
function dracoDefaultsToOwnDecoder(): Plugin {
  const defaultPath = /new URL\(\s*'\.\.\/libs\/draco\/(?:gltf\/)?([\w.]+)',\s*import\.meta\.url\s*\)\.toString\(\)/g;
  return {
    name: 'hauskonfig-draco-defaults',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]three[\\/]examples[\\/]jsm[\\/]loaders[\\/]DRACOLoader\.js$/.test(id)) return null;
      return {
        code: code.replace(defaultPath, (_, file: string) => JSON.stringify(`/${DRACO_URL_DIR}/${file}`)),
        map: null,
      };
    },
  };
}

type ChunkGroup = { name: string; test: RegExp; priority: number };

export interface AppViteOptions {
  /** URL prefix the API serves the build under. */
  base: string;
  devPort: number;
  /** Chunk groups beyond React and MUI (lower priority than those). */
  extraChunkGroups?: ChunkGroup[];
  /** Whether this build ships the Draco decoder; only the app served at the site root does. */
  shipsDracoDecoder?: boolean;
}

/**
 * The Vite setup both apps share: React, the shared package compiled from source (the dev server
 * needs no build of it), the API proxy, and vendor code in long-cacheable chunks. Only code used on
 * every page is grouped; the rest stays in the chunks of the lazy routes that need it.
 */
export function appViteConfig({
  base,
  devPort,
  extraChunkGroups = [],
  shipsDracoDecoder = false,
}: AppViteOptions): UserConfig {
  return defineConfig({
    base,
    plugins: [react(), dracoDefaultsToOwnDecoder(), ...(shipsDracoDecoder ? [dracoDecoderFiles()] : [])],
    resolve: {
      alias: [
        {
          find: /^@hauskonfig\/shared\/browser$/,
          replacement: fileURLToPath(new URL('./shared/src/browser/index.ts', import.meta.url)),
        },
        {
          find: /^@hauskonfig\/shared\/react$/,
          replacement: fileURLToPath(new URL('./shared/src/react/index.ts', import.meta.url)),
        },
        {
          find: /^@hauskonfig\/shared\/viewer$/,
          replacement: fileURLToPath(new URL('./shared/src/viewer/index.ts', import.meta.url)),
        },
        {
          find: /^@hauskonfig\/shared$/,
          replacement: fileURLToPath(new URL('./shared/src/index.ts', import.meta.url)),
        },
      ],
    },
    server: { port: devPort, proxy: shipsDracoDecoder ? proxy : { ...proxy, '/decoder': proxy['/api'] } },
    preview: { proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'vendor-react',
                test: fromPackages(
                  'react',
                  'react-dom',
                  'scheduler',
                  'react-router',
                  'react-router-dom',
                  'cookie',
                  'set-cookie-parser',
                ),
                priority: 30,
              },
              {
                name: 'vendor-mui',
                test: fromPackages(
                  '@mui',
                  '@emotion',
                  '@popperjs',
                  '@babel/runtime',
                  'react-transition-group',
                  'stylis',
                  'hoist-non-react-statics',
                  'react-is',
                  'prop-types',
                  'clsx',
                ),
                priority: 20,
              },
              ...extraChunkGroups,
            ],
          },
        },
      },
    },
  });
}
