import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './App';
import { logUnexpectedError } from './routing/log-unexpected-error';
import { appThemeFor } from './theme';
import { vendorSettingsStore } from './vendor/vendor-settings';

const container = document.getElementById('root');
if (!container) {
  throw new Error('Element #root fehlt in index.html');
}

/** Runs the steps one per task, so the browser can answer a tap between any two. */
function inTurn(steps: (() => void)[]): void {
  const [step, ...rest] = steps;
  if (step)
    setTimeout(() => {
      step();
      inTurn(rest);
    }, 0);
}

// The static shell of index.html is on screen meanwhile (src/boot loads this code only after it
// has painted). None of these steps can be split, and together they were one long task: the
// router's set-up (it matches the address and starts the page's loaders), the theme, and the start
// of the first render, a transition that renders in slices yielding to the browser.
let router: ReturnType<typeof createAppRouter>;
inTurn([
  () => (router = createAppRouter()),
  () => appThemeFor(vendorSettingsStore.get().primaryColor),
  () =>
    startTransition(() => {
      createRoot(container, { onCaughtError: logUnexpectedError }).render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    }),
]);
