import { appViteConfig, fromPackages } from '../vite.shared';

// The admin SPA is served by the API under /admin/.
export default appViteConfig({
  base: '/admin/',
  devPort: 5174,
  extraChunkGroups: [
    // The 3D viewer's libraries stay out of the eager vendor chunk below: only the lazily loaded
    // viewer imports them, so this chunk is fetched when a 3D preview opens.
    {
      name: 'viewer-3d',
      test: fromPackages(
        'three',
        '@react-three',
        'three-stdlib',
        'three-mesh-bvh',
        'troika-three-text',
        'troika-three-utils',
        'troika-worker-utils',
        'webgl-sdf-generator',
        'bidi-js',
        'camera-controls',
        'maath',
        'meshline',
        'stats-gl',
        'stats.js',
        'detect-gpu',
        'hls.js',
        '@monogrid',
        '@mediapipe',
        'tunnel-rat',
        '@use-gesture',
        'its-fine',
        'react-use-measure',
        'suspend-react',
        'zustand',
        'fflate',
        'potpack',
      ),
      priority: 15,
    },
    // react-admin, its ra-* packages and what they pull in (react-query, react-hook-form, lodash, ...).
    { name: 'vendor-react-admin', test: /[\\/]node_modules[\\/]/, priority: 10 },
  ],
});
