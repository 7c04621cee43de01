import type { UserConfig } from 'vite';
import { appViteConfig } from '../vite.shared';
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
    ...output.codeSplitting.groups.filter((group) => group.name !== 'vendor-mui'),
    // What the first page loads anyway (beyond React) in one file: shared by later pages too, it
    // was split into a dozen small chunks, and on a slow phone network each costs a round trip.
    // The boot script stays alone: it must load without the app's code.
    { name: 'app-initial', tags: ['$initial'], test: (id: string) => !id.includes('/src/boot/'), priority: 10 },
  ];
}

// The public configurator is served by the API at the site root.
export default config;
