export { FallbackBoundary } from './FallbackBoundary.js';
