import { test as base, expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * Every browser test's `test`: it fails a test whose pages logged an error or a warning of the
 * apps' own (console.error, console.warn, an uncaught exception), so a page that looks right but
 * complains (a library's deprecation, a failed call, a React error) is caught where it happens.
 * Not counted: what the browser itself reports about the network (a 404 a test asks for, an
 * aborted request) and the software renderer's WebGL notes, which a phone's GPU never writes.
 * A test that provokes a message on purpose names it: `test.use(allowConsole(/…/))`.
 */
export interface ConsoleOptions {
  consoleAllowed: RegExp[];
}

/** Messages the browser writes, not the apps. */
const BROWSER_NOTES = [
  /^Failed to load resource: /,
  /^\[\.WebGL-[0-9a-fx]+\]/,
  /^WebGL: /,
  /^Automatic fallback to software WebGL has been deprecated/,
];

/** Messages a test provokes on purpose, for `consoleAllowed`. */
export const PROVOKED = {
  /** WebGL switched off: three.js says it cannot create a context, the viewer says so to the visitor. */
  noWebGl: /Error creating WebGL context/,
  /** A code chunk's download aborted: the viewer's retry is what the test is about. */
  chunkNotLoaded: /Failed to fetch dynamically imported module/,
};

/**
 * `test.use(allowConsole(…))`: the messages a file's tests provoke on purpose. A bare list of
 * patterns would not do: Playwright reads an array whose second item is an object (a RegExp is)
 * as a fixture's `[value, options]` pair.
 */
export function allowConsole(...patterns: RegExp[]) {
  return { consoleAllowed: [patterns, { scope: 'test' }] as [RegExp[], { scope: 'test' }] };
}

/** Collects the console errors and warnings and the uncaught exceptions of one page. */
export function watchConsole(page: Page, into: string[], allowed: readonly RegExp[] = []): void {
  const ignored = (text: string) => [...BROWSER_NOTES, ...allowed].some((pattern) => pattern.test(text));
  page.on('console', (message: ConsoleMessage) => {
    const kind = message.type();
    if (kind !== 'error' && kind !== 'warning') return;
    const text = message.text();
    if (!ignored(text)) into.push(`${kind}: ${text} (${page.url()})`);
  });
  page.on('pageerror', (error) => {
    if (!ignored(error.message)) into.push(`uncaught: ${error.message} (${page.url()})`);
  });
}

/** Watches every page a context opens, the ones already open included, each once. */
function watchContext(context: BrowserContext, into: string[], allowed: readonly RegExp[]): void {
  const watched = new WeakSet<Page>();
  const watch = (page: Page) => {
    if (watched.has(page)) return;
    watched.add(page);
    watchConsole(page, into, allowed);
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
}

const consoleMessages: string[] = [];

/** `consoleWatch` is the list the test's pages added to so far; only the watch's own test reads it. */
export const test = base.extend<ConsoleOptions & { consoleWatch: string[] }>({
  consoleAllowed: [[], { option: true }],
  consoleWatch: [
    async ({ context, browser, consoleAllowed }, use) => {
      consoleMessages.length = 0;
      watchContext(context, consoleMessages, consoleAllowed);
      // Contexts a test opens itself (a second device) are watched too.
      const opened = (created: BrowserContext) => watchContext(created, consoleMessages, consoleAllowed);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        opened(created);
        return created;
      };
      await use(consoleMessages);
      browser.newContext = newContext;
      expect(consoleMessages, 'console errors and warnings of the apps').toEqual([]);
    },
    { auto: true },
  ],
});

export * from '@playwright/test';
export { expect };
