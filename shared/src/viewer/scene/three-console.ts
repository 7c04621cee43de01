import { setConsoleFunction } from 'three';

/**
 * React Three Fiber 9 makes a THREE.Clock for every canvas (its `state.clock`), which three.js
 * r183+ reports as deprecated; R3F 10 drops it (pmndrs/react-three-fiber#3741). The viewer never
 * reads that clock, so its notice is dropped; every other three.js message reaches the console.
 */
const R3F_CLOCK_NOTICE = /^THREE\.Clock: This module has been deprecated/;

export function routeThreeConsole(): void {
  setConsoleFunction((type: 'log' | 'warn' | 'error', message: string, ...params: unknown[]) => {
    if (type === 'warn' && R3F_CLOCK_NOTICE.test(message)) return;
    console[type](message, ...params);
  });
}
