import type { UserConfig } from 'vite';
import { appViteConfig, fromPackages } from '../vite.shared';
import { firstViewFirst } from './build/first-view-first';
import { pagePreloads } from './build/page-preloads';
import { precompress } from './build/precompress';
import { viewerCodeList } from './build/viewer-code-list';
import { LANDING_PAGES } from './src/routing/landing-pages';

const config: UserConfig = appViteConfig({ base: '/', devPort: 5173, shipsDracoDecoder: true });
config.plugins = [
  ...(config.plugins ?? []),
  pagePreloads(LANDING_PAGES, '/'),
  firstViewFirst('/'),
  viewerCodeList('/'),
  precompress(),
];

/**
 * The public site keeps MUI out of one vendor chunk: the start page needs only a few components,
 * and a single MUI chunk would carry every component of every page into the first load (the
 * initial JavaScript budget is 200 KB gzip). Rolldown then puts each MUI module with the pages
 * that use it.
 */
const output = config.build?.rolldownOptions?.output;
if (output && !Array.isArray(output) && typeof output.codeSplitting === 'object' && output.codeSplitting.groups) {
  output.codeSplitting.groups = [
    ...output.codeSplitting.groups.filter((group) => group.name !== 'vendor-mui' && group.name !== 'vendor-react'),
    // The code the first page needs, in parts the boot script evaluates one per task
    // (src/boot/app-boot.ts): evaluated at once it was one task of some 50 ms, which a phone
    // cannot answer a tap during.
    { name: 'vendor-react', test: fromPackages('react'), priority: 40 },
    { name: 'vendor-react-dom', test: fromPackages('react-dom', 'scheduler'), priority: 40 },
    {
      name: 'vendor-router',
      test: fromPackages('react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'),
      priority: 40,
    },
    {
      name: 'mui-system',
      tags: ['$initial'],
      test: fromPackages(
        '@mui/system',
        '@mui/utils',
        '@mui/styled-engine',
        '@mui/private-theming',
        '@emotion',
        'stylis',
        'react-is',
        'clsx',
        '@babel/runtime',
        'hoist-non-react-statics',
        'prop-types',
      ),
      priority: 30,
    },
    {
      name: 'mui-material',
      tags: ['$initial'],
      test: fromPackages('@mui/material'),
      priority: 20,
    },
    {
      name: 'app-shared',
      tags: ['$initial'],
      test: (id: string) => id.includes('/shared/src/'),
      priority: 15,
    },
    // What the first page loads anyway (beyond the libraries) in two files, the shared package's
    // rules and texts and the site's own code: shared by later pages too, it was split into a dozen
    // small chunks, and on a slow phone network each costs a round trip. The boot script stays
    // alone: it must load without the app's code.
    {
      name: 'app-initial',
      tags: ['$initial'],
      test: (id: string) => !id.includes('/src/boot/'),
      priority: 10,
    },
  ];
}

// The public configurator is served by the API at the site root.
export default config;
