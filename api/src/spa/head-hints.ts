import type { Request } from 'express';

/**
 * Extra `<head>` markup for one page request: what the page will need first, so the browser can
 * fetch it together with the app's code. Empty when the page has nothing to hint.
 */
export type HeadHints = (req: Request) => Promise<string>;

/** Escapes a value for a double-quoted HTML attribute. */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An image the page shows at once, fetched with high priority before the code asks for it. */
export const preloadImage = (href: string): string =>
  `<link rel="preload" as="image" href="${attribute(href)}" fetchpriority="high">`;

/**
 * An image shown with a srcset: the browser preloads the candidate it will pick for the element,
 * so phones fetch the small one. `srcSet` and `sizes` must be those of the element.
 */
export const preloadResponsiveImage = (image: { src: string; srcSet: string; sizes: string }): string =>
  `<link rel="preload" as="image" href="${attribute(image.src)}" imagesrcset="${attribute(image.srcSet)}" imagesizes="${attribute(image.sizes)}" fetchpriority="high">`;

/** A JavaScript module of the page, fetched and parsed before the app asks for it. */
export const modulePreload = (href: string): string =>
  `<link rel="modulepreload" crossorigin href="${attribute(href)}">`;

/**
 * A JSON data block (never executed). `<` is written as `\u003c`, which JSON reads back as the
 * same character, so no value can close the script element.
 */
export const jsonDataBlock = (id: string, json: string): string =>
  `<script type="application/json" id="${attribute(id)}">${json.replace(/</g, '\\u003c')}</script>`;

/** The page with the hints placed at the end of its head. */
export const withHeadHints = (html: string, hints: string): string =>
  hints === '' ? html : html.replace('</head>', `${hints}\n  </head>`);
