import type { Plugin, Rolldown } from 'vite';
// Relative, not the package: the config is bundled before the shared package may be built.
import { PAGE_PRELOADS_FILE } from '../../shared/src/constants/page-hints';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A chunk and every chunk it imports statically, as file names. */
export function withStaticImports(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) withStaticImports(bundle, imported, into);
  return into;
}

/**
 * Writes, per landing page path, the chunks its page needs beyond those index.html already loads
 * (the entry and its static imports).
 */
export function pagePreloads(landingPages: Record<string, string>, base: string): Plugin {
  return {
    name: 'hauskonfig-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const initial = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) withStaticImports(bundle, entry.fileName, initial);
      const preloads: Record<string, string[]> = {};
      for (const [path, page] of Object.entries(landingPages)) {
        const chunk = chunks.find(
          (item) => item.isDynamicEntry && item.facadeModuleId?.endsWith(`/src/pages/${page}.tsx`),
        );
        if (!chunk) this.error(`Landing page ${path}: no chunk for src/pages/${page}.tsx`);
        preloads[path] = [...withStaticImports(bundle, chunk.fileName)]
          .filter((file) => !initial.has(file))
          .map((file) => `${base}${file}`);
      }
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads, null, 2) });
    },
  };
}
