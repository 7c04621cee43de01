/**
 * The server's hints for a page's first load (ARCHITECTURE.md, improved): the API answers
 * `/configure` with the catalogue embedded in index.html and preloads the first preview images,
 * so the page needs no round trip after its code has loaded.
 */

/** Id of the `<script type="application/json">` holding `{ url, body }` of one API answer. */
export const INITIAL_ANSWER_ELEMENT_ID = 'initial-api-answer';

/** Catalogue cards whose images are in view at once on a phone: loaded eagerly and preloaded. */
export const CATALOGUE_EAGER_IMAGES = 2;

/**
 * File of a site build listing, per landing page path, the chunks of that page beyond the ones
 * index.html loads: `{ "/configure": ["/assets/ConfigurePage-….js", …] }`.
 */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** The public API's URL prefix. */
export const API_BASE_PATH = '/api/v1';

/**
 * Id of the `<script type="application/json">` in every public index.html holding the
 * VendorSettingsDto, so the brand frame renders without waiting for a call.
 */
export const VENDOR_SETTINGS_ELEMENT_ID = 'vendor-settings';

/**
 * Id of the `<template>` in the public index.html holding the app's code (its entry script and
 * module preloads). The page's first view paints before the code starts loading (public-web
 * src/boot), so on a slow phone network the pictures do not share the line with the code.
 */
export const APP_CODE_ELEMENT_ID = 'app-code';

/**
 * Name of the `<meta>` in the public site's index.html listing the 3D viewer's chunks (space
 * separated URLs), which a house page fetches ahead at idle time.
 */
export const VIEWER_CODE_META = 'hauskonfig-viewer-code';
