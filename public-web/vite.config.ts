import type { UserConfig } from 'vite';
import { appViteConfig } from '../vite.shared';

const config: UserConfig = appViteConfig({ base: '/', devPort: 5173, shipsDracoDecoder: true });

/**
 * The public site keeps MUI out of one vendor chunk: the start page needs only a few components,
 * and a single MUI chunk would carry every component of every page into the first load (the
 * initial JavaScript budget is 200 KB gzip). Rolldown then puts each MUI module with the pages
 * that use it.
 */
const groups = config.build?.rolldownOptions?.output;
if (groups && !Array.isArray(groups) && typeof groups.codeSplitting === 'object' && groups.codeSplitting.groups) {
  groups.codeSplitting.groups = groups.codeSplitting.groups.filter((group) => group.name !== 'vendor-mui');
}

// The public configurator is served by the API at the site root.
export default config;
