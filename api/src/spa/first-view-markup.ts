import { escapeHtml } from './head-hints.js';

// Pieces of a page's first view in index.html's static shell (public-web/index.html styles them at
// the sizes of the app's own elements). Hidden from assistive technology: it is a picture of the
// page for the moment before the app's code has run, which then replaces it.

/** The content column with the page's parts. */
export const shellPage = (...parts: string[]): string =>
  `<div class="shell-main" aria-hidden="true">${parts.join('')}</div>`;

/** The flow's step line, blank (which step it is, the app tells). */
export const SHELL_PROGRESS = '<div class="shell-progress"></div>';

/** A page heading with its line below, as the app's PageHeader. */
export const shellHeading = (title: string, subtitle?: string): string =>
  `<div class="shell-heading"><div class="shell-title${subtitle ? ' shell-title-gutter' : ''}">${escapeHtml(title)}</div>${
    subtitle ? `<div class="shell-subtitle">${escapeHtml(subtitle)}</div>` : ''
  }</div>`;

/** A picture of the first view; the boot script waits for these before the app's code loads. */
export const shellPicture = (className: string, src: string, extra = ''): string =>
  `<img class="${className}" src="${escapeHtml(src)}"${extra} alt="" fetchpriority="high">`;
