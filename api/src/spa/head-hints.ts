import { APP_CODE_ELEMENT_ID } from '@hauskonfig/shared';
import type { Request } from 'express';

/** What the server adds to one page's index.html. */
export interface PageHints {
  /** Markup for the end of `<head>`: what the page will need first, fetched with the page. */
  head: string;
  /**
   * The page's first view (heading, pictures) drawn into index.html's static shell, at the place
   * and size the app draws them, so it paints before the app's code has loaded.
   */
  firstView?: string;
}

/** The hints of one page request; empty where the page has nothing to hint. */
export type PageHintsProvider = (req: Request) => Promise<PageHints>;

export const NO_HINTS: PageHints = { head: '' };

/** Escapes a value for HTML text or a double-quoted attribute. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An image the page shows at once, fetched with high priority before the code asks for it. */
export const preloadImage = (href: string): string =>
  `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`;

/** A JavaScript module of the page, fetched and parsed before the app asks for it. */
export const modulePreload = (href: string): string =>
  `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`;

/**
 * A JSON data block (never executed). `<` is written as `\u003c`, which JSON reads back as the
 * same character, so no value can close the script element.
 */
export const jsonDataBlock = (id: string, json: string): string =>
  `<script type="application/json" id="${escapeHtml(id)}">${json.replace(/</g, '\\u003c')}</script>`;

/**
 * The page with the hints placed at the end of its head. Every insertion here goes through a
 * replacer function: a replacement string would read `$'`, `` $` `` or `$&` in staff texts (the
 * embedded settings) as patterns and copy parts of the page into it.
 */
export const withHeadHints = (html: string, hints: string): string =>
  hints === '' ? html : html.replace('</head>', () => `${hints}\n  </head>`);

/** Marks the part of index.html's static shell a page's first view replaces. */
const FIRST_VIEW = /<!--first-view-->[\s\S]*?<!--\/first-view-->/;

/** The page with its first view in the static shell; a build without the markers stays as it is. */
export const withFirstView = (html: string, markup: string | undefined): string =>
  markup === undefined ? html : html.replace(FIRST_VIEW, () => markup);

const APP_CODE_END = new RegExp(`(<template id="${APP_CODE_ELEMENT_ID}">[\\s\\S]*?)(</template>)`);

/**
 * The page with more of the app's code (module preloads) beside its entry: in the template the
 * boot script starts after the first view (public-web src/boot), or in the head of a build without it.
 */
export const withAppCode = (html: string, links: string): string => {
  if (links === '') return html;
  return APP_CODE_END.test(html)
    ? html.replace(APP_CODE_END, (_match, start: string, end: string) => `${start}  ${links}\n    ${end}`)
    : withHeadHints(html, links);
};
