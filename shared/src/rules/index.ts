export * from './day-progress.js';
export * from './default-house-view.js';
export * from './publish-requirements.js';
export * from './request-filter.js';
export * from './safe-redirect.js';
export * from './stage-chain.js';
export * from './stage-name.js';
