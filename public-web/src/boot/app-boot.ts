// The page's only script in index.html: it starts the app's code once the first view the server
// drew into the static shell (its heading and pictures) is on screen. Loading the code at once made
// the pictures share a slow phone line with 180 KB of code, so they appeared a second later.
// No imports: this file is its own tiny chunk, loaded before anything else.

/** The app's entry script and module preloads, kept inert in index.html (shared APP_CODE_ELEMENT_ID). */
const APP_CODE_SELECTOR = 'template#app-code';

/** A picture that never arrives does not hold the app back longer than this. */
const FIRST_VIEW_WAIT_MS = 1000;

function startApp() {
  const code = document.querySelector<HTMLTemplateElement>(APP_CODE_SELECTOR);
  if (!code) return;
  // Scripts written by the parser into a template never run; fresh elements do.
  for (const element of Array.from(code.content.children)) {
    const fresh = document.createElement(element.tagName.toLowerCase());
    for (const { name, value } of Array.from(element.attributes)) fresh.setAttribute(name, value);
    document.head.append(fresh);
  }
  code.remove();
}

/** Resolves when every picture of the static shell has loaded (or failed), at the latest after the wait. */
function firstViewLoaded(): Promise<unknown> {
  const pictures = Array.from(document.querySelectorAll<HTMLImageElement>('#root img'));
  const decoded = Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  return Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, FIRST_VIEW_WAIT_MS))]);
}

// A hidden tab draws no frames: it starts at once.
if (document.visibilityState === 'hidden') startApp();
else
  void firstViewLoaded().then(() => {
    requestAnimationFrame(() => setTimeout(startApp, 0));
  });
export {};
