import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_PRELOADS_FILE } from '@hauskonfig/shared';
import { modulePreload } from './head-hints.js';

/** Whether a page path fits a landing page's path, where a `:name` segment stands for any one segment. */
function fitsPattern(path: string, pattern: string): boolean {
  const segments = path.split('/');
  const patternSegments = pattern.split('/');
  return (
    segments.length === patternSegments.length &&
    patternSegments.every((segment, index) => segment.startsWith(':') || segment === segments[index])
  );
}

/**
 * The modulepreload links of a build's landing pages (its page-preloads.json), read again when a
 * new build replaces the file. A build without the file has none. A path is looked up exactly
 * first, then among the paths with parameters (`/configure/:id`).
 */
export class PagePreloads {
  private readonly file: string;
  private loaded: { mtimeMs: number; links: Map<string, string> } | null = null;

  constructor(buildDir: string) {
    this.file = join(buildDir, PAGE_PRELOADS_FILE);
  }

  /** The links for a page path, or '' for a page that is not a landing page. */
  forPath(path: string): string {
    const links = this.current();
    const page = path.length > 1 ? path.replace(/\/$/, '') : path;
    const exact = links.get(page);
    if (exact !== undefined) return exact;
    for (const [pattern, patternLinks] of links) {
      if (pattern.includes('/:') && fitsPattern(page, pattern)) return patternLinks;
    }
    return '';
  }

  private current(): Map<string, string> {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.file).mtimeMs;
    } catch {
      return new Map();
    }
    if (this.loaded?.mtimeMs !== mtimeMs) {
      const preloads = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, string[]>;
      const links = new Map(
        Object.entries(preloads).map(([path, files]) => [path, files.map(modulePreload).join('\n    ')]),
      );
      this.loaded = { mtimeMs, links };
    }
    return this.loaded.links;
  }
}
