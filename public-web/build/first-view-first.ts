import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// Relative, not the package: the config is bundled before the shared package may be built.
import { APP_CODE_ELEMENT_ID } from '../../shared/src/constants/page-hints';

const BOOT_MODULE = fileURLToPath(new URL('../src/boot/app-boot.ts', import.meta.url));

/** The tags Vite writes for the app's entry: its module script and the module preloads. */
const APP_CODE_TAG = /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;

/**
 * Builds index.html so the page's first view paints before the app's code loads: the entry script
 * and its module preloads go into an inert `<template id="app-code">`, and the boot script
 * (src/boot/app-boot.ts, its own chunk) starts them once the first view is on screen. The API adds
 * the landing page's own module preloads to the same template.
 */
export function firstViewFirst(base: string): Plugin {
  return {
    name: 'hauskonfig-first-view-first',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: BOOT_MODULE, name: 'app-boot' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const boot = Object.values(context.bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.facadeModuleId === BOOT_MODULE,
        );
        if (!boot) throw new Error('first-view-first: the boot chunk is missing');
        const appCode = [...html.matchAll(APP_CODE_TAG)].map((match) => match[0].trim());
        if (!appCode.some((tag) => tag.startsWith('<script'))) throw new Error('first-view-first: no entry script');
        return html
          .replace(APP_CODE_TAG, '')
          .replace('</head>', `  <script type="module" src="${base}${boot.fileName}"></script>\n  </head>`)
          .replace(
            '</body>',
            `  <template id="${APP_CODE_ELEMENT_ID}">\n      ${appCode.join('\n      ')}\n    </template>\n  </body>`,
          );
      },
    },
  };
}
