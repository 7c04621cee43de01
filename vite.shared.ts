import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

/** The API started locally by `npm start`; the dev servers proxy to it. */
const API_TARGET = 'http://127.0.0.1:3000';

/** Matches a module inside one of the given node_modules packages. */
export const fromPackages = (...names: string[]): RegExp =>
  new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.map((n) => n.replace(/[/]/g, '[\\\\/]')).join('|')})[\\\\/]`);

const proxy = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '/ops': { target: API_TARGET, changeOrigin: true },
};

type ChunkGroup = { name: string; test: RegExp; priority: number };

export interface AppViteOptions {
  /** URL prefix the API serves the build under. */
  base: string;
  devPort: number;
  /** Chunk groups beyond React and MUI (lower priority than those). */
  extraChunkGroups?: ChunkGroup[];
}

/**
 * The Vite setup both apps share: React, the shared package compiled from source (the dev server
 * needs no build of it), the API proxy, and vendor code in long-cacheable chunks. Only code used on
 * every page is grouped; the rest stays in the chunks of the lazy routes that need it.
 */
export function appViteConfig({ base, devPort, extraChunkGroups = [] }: AppViteOptions): UserConfig {
  return defineConfig({
    base,
    plugins: [react()],
    resolve: {
      alias: [
        {
          find: /^@hauskonfig\/shared$/,
          replacement: fileURLToPath(new URL('./shared/src/index.ts', import.meta.url)),
        },
      ],
    },
    server: { port: devPort, proxy },
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
