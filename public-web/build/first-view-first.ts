import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
// Relative, not the package: the config is bundled before the shared package may be built.
import { APP_CODE_ELEMENT_ID } from '../../shared/src/constants/page-hints';

const BOOT_MODULE = fileURLToPath(new URL('../src/boot/app-boot.ts', import.meta.url));

/** The tags Vite writes for the app's entry: its module script and the module preloads. */
const APP_CODE_TAG = /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;

/** The entry's statically imported chunks, each after the chunks it imports (where they form no cycle). */
function dependenciesFirst(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
    order.push(fileName);
  };
  entry.imports.forEach(visit);
  return order;
}

/** Where a tag points: the preload's href or the script's src. */
const tagTarget = (tag: string): string => /(?:href|src)="([^"]+)"/.exec(tag)?.[1] ?? '';

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
        const entry = Object.values(context.bundle ?? {}).find(
          (item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry && item !== boot,
        );
        if (!entry) throw new Error('first-view-first: the entry chunk is missing');
        // The boot script evaluates the preloads in this order, one per task, then the entry.
        const order = dependenciesFirst(context.bundle ?? {}, entry).map((fileName) => `${base}${fileName}`);
        const rank = (tag: string) => (tag.startsWith('<script') ? order.length : order.indexOf(tagTarget(tag)));
        const appCode = [...html.matchAll(APP_CODE_TAG)]
          .map((match) => match[0].trim())
          .sort((a, b) => rank(a) - rank(b));
        if (!appCode.some((tag) => tag.startsWith('<script'))) throw new Error('first-view-first: no entry script');
        if (appCode.some((tag) => rank(tag) < 0))
          throw new Error("first-view-first: a preload outside the entry's imports");
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
