import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const container = document.getElementById('root');
if (!container) {
  throw new Error('Element #root fehlt in index.html');
}

// A transition renders in slices that yield to the browser, so the first render is no single long
// task (the static shell of index.html is on screen meanwhile).
const render = () =>
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });

// The static shell (and on the start page its hero picture) is painted before React starts, even
// when the code arrived before the first frame; a hidden tab draws no frames, so it starts at once.
if (document.visibilityState === 'hidden') render();
else requestAnimationFrame(() => setTimeout(render, 0));
