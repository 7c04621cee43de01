export * from './english-texts.js';
export * from './error-messages.de.js';
export * from './field-labels.de.js';
export * from './format.js';
export * from './model-issues.de.js';
export * from './ui-messages.de.js';
export * from './validation-messages.de.js';
export * from './vendor-settings-messages.de.js';
