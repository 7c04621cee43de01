import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Bull Board's page asks Google for its web fonts: the product loads nothing from other sites. */
const WEB_FONT_LINK = /\s*<link[^>]+href="https:\/\/fonts\.googleapis\.com\/[^"]*"[^>]*>/g;

/**
 * A folder with Bull Board's page template minus the web-font link (the page then uses the
 * system's sans-serif), written anew at each start from the installed @bull-board/ui.
 */
export function queueBoardViews(): string {
  const uiDir = dirname(createRequire(import.meta.url).resolve('@bull-board/ui/package.json'));
  const template = readFileSync(join(uiDir, 'dist', 'index.ejs'), 'utf8').replace(WEB_FONT_LINK, '');
  const folder = join(tmpdir(), 'hauskonfig-queue-board-views');
  mkdirSync(folder, { recursive: true });
  // Several API processes may start at once: each writes its own file and renames it into place.
  const written = join(folder, `index.ejs.${process.pid}`);
  writeFileSync(written, template);
  renameSync(written, join(folder, 'index.ejs'));
  return folder;
}
