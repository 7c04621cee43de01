export * from './constants/index.js';
export * from './enums/index.js';
export * from './messages/index.js';
export * from './rules/index.js';
export * from './types/index.js';
