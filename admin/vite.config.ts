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
  // The admin SPA is served by the API under /admin/.
  base: '/admin/',
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
  server: { port: 5174, proxy },
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
            {
              // react-admin, its ra-* packages and everything else they pull in (react-query, react-hook-form, lodash, ...).
              name: 'vendor-react-admin',
              test: /[\\/]node_modules[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
