import type { Plugin, Rolldown } from 'vite';
// Relative, not the package: the config is bundled before the shared package may be built.
import { VIEWER_CODE_META } from '../../shared/src/constants/page-hints';
import { withStaticImports } from './page-preloads';

const VIEWER_MODULE = /[\\/]shared[\\/]src[\\/]viewer[\\/]HouseViewer\.tsx$/;

/**
 * Names the 3D viewer's chunks (three.js and the viewer, beyond what the first load has) in a
 * `<meta>` of index.html, so a house page can fetch them ahead while the visitor reads.
 */
export function viewerCodeList(base: string): Plugin {
  return {
    name: 'hauskonfig-viewer-code-list',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = (context.bundle ?? {}) as Rolldown.OutputBundle;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const viewer = chunks.find((chunk) => chunk.isDynamicEntry && VIEWER_MODULE.test(chunk.facadeModuleId ?? ''));
        if (!viewer) throw new Error('viewer-code-list: no chunk for shared/src/viewer/HouseViewer.tsx');
        const initial = new Set<string>();
        for (const entry of chunks.filter((chunk) => chunk.isEntry)) withStaticImports(bundle, entry.fileName, initial);
        const files = [...withStaticImports(bundle, viewer.fileName)].filter((file) => !initial.has(file));
        const content = files.map((file) => `${base}${file}`).join(' ');
        return html.replace('</head>', `  <meta name="${VIEWER_CODE_META}" content="${content}" />\n  </head>`);
      },
    },
  };
}
