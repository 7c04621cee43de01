import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { logUnexpectedError } from './routing/log-unexpected-error';

const container = document.getElementById('root');
if (!container) {
  throw new Error('Element #root fehlt in index.html');
}

// A transition renders in slices that yield to the browser, so the first render is no single long
// task (the static shell of index.html is on screen meanwhile; src/boot loads this code only after
// it has painted).
startTransition(() => {
  createRoot(container, { onCaughtError: logUnexpectedError }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
