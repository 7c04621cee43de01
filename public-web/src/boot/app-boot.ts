// The page's only script in index.html: it starts the app's code once the first view the server
// drew into the static shell (its heading and pictures) is on screen. Loading the code at once made
// the pictures share a slow phone line with 180 KB of code, so they appeared a second later.
// No imports: this file is its own tiny chunk, loaded before anything else.

/** The app's entry script and module preloads, kept inert in index.html (shared APP_CODE_ELEMENT_ID). */
const APP_CODE_SELECTOR = 'template#app-code';

/** A picture that never arrives does not hold the app back longer than this. */
const FIRST_VIEW_WAIT_MS = 1000;

/** A fresh element of the tag and attributes: scripts written by the parser into a template never run. */
function fresh(element: Element): HTMLElement {
  const copy = document.createElement(element.tagName.toLowerCase());
  for (const { name, value } of Array.from(element.attributes)) copy.setAttribute(name, value);
  return copy;
}

/** Resolves in a later task, so the browser can paint and answer input in between. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Fetches all of the app's code at once and evaluates it in parts: the preloads the build put
 * before the entry script (its chunks, each after the chunks it imports) one per task, then the
 * entry. Evaluated in one go, the code was a single task of some 50 ms. Should a part fail to
 * load, the entry script is started as it is, and the browser reports that as it would.
 */
async function startApp() {
  const code = document.querySelector<HTMLTemplateElement>(APP_CODE_SELECTOR);
  if (!code) return;
  const elements = Array.from(code.content.children);
  code.remove();
  const entry = elements.find((element) => element.tagName === 'SCRIPT');
  for (const element of elements) if (element !== entry) document.head.append(fresh(element));
  if (!entry) return;
  try {
    for (const element of elements.slice(0, elements.indexOf(entry))) {
      await import(/* @vite-ignore */ element.getAttribute('href') ?? '');
      await nextTask();
    }
  } catch {
    // The entry script fails to load the same part, and the browser reports that.
  }
  document.head.append(fresh(entry));
}

/** Resolves when every picture of the static shell has loaded (or failed), at the latest after the wait. */
function firstViewLoaded(): Promise<unknown> {
  const pictures = Array.from(document.querySelectorAll<HTMLImageElement>('#root img'));
  const decoded = Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  return Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS))]);
}

// A hidden tab draws no frames: it starts at once.
if (document.visibilityState === 'hidden') void startApp();
else
  void firstViewLoaded().then(() => {
    requestAnimationFrame(() => setTimeout(() => void startApp(), 0));
  });
export {};
