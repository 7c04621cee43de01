import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API started locally by `npm start`. */
const API_TARGET = 'http://127.0.0.1:3000';

/** Matches a module inside one of the given node_modules packages. */
const fromPackages = (...names: string[]): RegExp =>
  new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.map((n) => n.replace(/[/]/g, '[\\\\/]')).join('|')})[\\\\/]`);

const proxy = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '/ops': { target: API_TARGET, changeOrigin: true },
};

export default defineConfig({
  // The public configurator is served by the API at the site root.
  base: '/',
  plugins: [react()],
  resolve: {
    alias: [
      {
        // Compile the shared package from its TypeScript source, so the dev server needs no build of it.
        find: /^@hauskonfig\/shared$/,
        replacement: fileURLToPath(new URL('../shared/src/index.ts', import.meta.url)),
      },
    ],
  },
  server: { port: 5173, proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only code used on every page is grouped; everything else (later: the 3D viewer) stays in
          // the automatically split chunks of the lazy routes that need it.
          groups: [
            {
              name: 'vendor-react',
              test: fromPackages('react', 'react-dom', 'scheduler', 'react-router', 'cookie', 'set-cookie-parser'),
              priority: 20,
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
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
