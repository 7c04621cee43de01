import { appViteConfig } from '../vite.shared';

// The public configurator is served by the API at the site root.
export default appViteConfig({ base: '/', devPort: 5173, shipsDracoDecoder: true });
