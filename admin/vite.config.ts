import { appViteConfig } from '../vite.shared';

// The admin SPA is served by the API under /admin/.
export default appViteConfig({
  base: '/admin/',
  devPort: 5174,
  extraChunkGroups: [
    // react-admin, its ra-* packages and what they pull in (react-query, react-hook-form, lodash, ...).
    { name: 'vendor-react-admin', test: /[\\/]node_modules[\\/]/, priority: 10 },
  ],
});
