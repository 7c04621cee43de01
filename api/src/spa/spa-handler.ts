import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Logger } from '@nestjs/common';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  NO_HINTS,
  withAppCode,
  withFirstView,
  withHeadHints,
  type PageHints,
  type PageHintsProvider,
} from './head-hints.js';
import { PagePreloads } from './page-preloads.js';

export interface SpaMount {
  /** URL prefix, '/' or e.g. '/admin'. */
  prefix: string;
  /** Folder of a Vite build (index.html and assets/). */
  dir: string;
}

export interface SpaOptions {
  /** Paths under the prefix that belong to someone else (another SPA, the API docs). */
  isExcluded?: (path: string) => boolean;
  /** What each page's index.html gets, per request; each part on its own, so one failing loses only itself. */
  pageHints?: PageHintsProvider[];
  /** The HTTP status a page is served with (404 for a path the app has no page for); 200 without. */
  pageStatus?: (req: Request) => Promise<number>;
}

const logger = new Logger('Spa');

/** One part of a page's dynamic hints; a page without it still works, it only loads a little later. */
async function dynamicHints(req: Request, pageHints: PageHintsProvider): Promise<PageHints> {
  try {
    return await pageHints(req);
  } catch (error) {
    logger.warn(`Page hints for ${req.path} failed: ${error instanceof Error ? error.message : String(error)}`);
    return NO_HINTS;
  }
}

/** The page's status; if it cannot be told (the database is down), the page is served as found. */
async function statusOf(req: Request, pageStatus: SpaOptions['pageStatus']): Promise<number> {
  if (!pageStatus) return 200;
  try {
    return await pageStatus(req);
  } catch (error) {
    logger.warn(`Status of ${req.path} unknown: ${error instanceof Error ? error.message : String(error)}`);
    return 200;
  }
}

/**
 * index.html with the page's hints (head, first view, the page's modules beside the app's code)
 * and status; without any the file as built.
 */
async function sendIndex(
  req: Request,
  res: Response,
  index: string,
  modulePreloads: string,
  { pageHints = [], pageStatus }: SpaOptions,
) {
  res.setHeader('Cache-Control', 'no-cache');
  const [status, ...dynamic] = await Promise.all([
    statusOf(req, pageStatus),
    ...pageHints.map((hints) => dynamicHints(req, hints)),
  ]);
  const head = dynamic
    .map((hints) => hints.head)
    .filter((part) => part !== '')
    .join('\n    ');
  const firstView = dynamic.find((hints) => hints.firstView !== undefined)?.firstView;
  if (head === '' && firstView === undefined && modulePreloads === '' && status === 200) {
    res.sendFile(index);
    return;
  }
  const html = withAppCode(
    withFirstView(withHeadHints(await readFile(index, 'utf8'), head), firstView),
    modulePreloads,
  );
  res.status(status).type('html').send(html);
}

/** Paths that never fall back to an SPA page. */
const SERVER_PATHS = /^\/(api|ops)(\/|$)/;

/** Copies a build may ship beside a file (`app.js.br`, `app.js.gz`), in order of preference. */
const PRECOMPRESSED: Record<string, string> = { br: '.br', gzip: '.gz' };

/**
 * The precompressed copy of a requested file the client accepts, if the build wrote one. Only
 * inside the build folder; a path that leaves it finds nothing.
 */
function precompressedFile(req: Request, dir: string, relativePath: string): { file: string; encoding: string } | null {
  if (extname(relativePath) === '' || relativePath.endsWith('.br') || relativePath.endsWith('.gz')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return null;
  }
  const file = normalize(join(dir, decoded));
  if (!file.startsWith(`${normalize(dir)}${sep}`)) return null;
  const encoding = req.acceptsEncodings(
    ...Object.keys(PRECOMPRESSED).filter((name) => existsSync(file + PRECOMPRESSED[name])),
  );
  return typeof encoding === 'string' && encoding in PRECOMPRESSED
    ? { file: file + PRECOMPRESSED[encoding], encoding }
    : null;
}

function underPrefix(path: string, prefix: string): boolean {
  return prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Serves a built SPA: hashed assets cached for a year, any other GET under the prefix answered
 * with index.html so deep links survive a reload (with the status pageStatus gives, so an unknown
 * page is a 404 that still shows the app's not-found page). A missing build answers 503 with a hint.
 */
export function spaHandler(mount: SpaMount, options: SpaOptions = {}): RequestHandler {
  const { isExcluded = () => false } = options;
  const index = join(mount.dir, 'index.html');
  const pagePreloads = new PagePreloads(mount.dir);
  const cacheControl = (filePath: string) =>
    filePath.includes(`${join(mount.dir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
  const assets = express.static(mount.dir, {
    index: false,
    redirect: false,
    fallthrough: true,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', cacheControl(filePath));
    },
  });

  // A plain middleware, not a Router: a Router that passes a request on defers it with
  // setImmediate, and under load that cost every API call a whole turn of the event loop.
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    if (!underPrefix(req.path, mount.prefix) || isExcluded(req.path)) return next();
    const relative = mount.prefix === '/' ? req.url : req.url.slice(mount.prefix.length) || '/';
    // Served compressed when the build wrote a copy (the JavaScript of the first page is a third of its size).
    const compressed = precompressedFile(req, mount.dir, relative.split('?')[0]);
    if (compressed) {
      res.vary('Accept-Encoding');
      res.setHeader('Content-Encoding', compressed.encoding);
      res.setHeader('Cache-Control', cacheControl(compressed.file));
      res.type(extname(compressed.file.slice(0, -PRECOMPRESSED[compressed.encoding].length)));
      res.sendFile(compressed.file, (error?: Error) => error && next(error));
      return;
    }
    const originalUrl = req.url;
    req.url = relative;
    assets(req, res, (error?: unknown) => {
      req.url = originalUrl;
      if (error) return next(error);
      // A missing file with an extension (e.g. a stale chunk) is a real 404, not the app shell.
      if (/\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith('.html')) return next();
      if (!existsSync(index)) {
        res
          .status(503)
          .type('text/plain; charset=utf-8')
          .send(`Die Oberfläche unter ${mount.prefix} ist nicht gebaut. Bitte "npm run build" ausführen.`);
        return;
      }
      const pagePath = (mount.prefix === '/' ? req.path : req.path.slice(mount.prefix.length)) || '/';
      sendIndex(req, res, index, pagePreloads.forPath(pagePath), options).catch(next);
    });
  };
}
