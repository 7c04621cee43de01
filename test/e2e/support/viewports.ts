/** The two sizes the product is tested at: a phone and a desktop (the Playwright projects). */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

/** Tags that place a test in the projects (test/playwright.config.ts); an untagged test runs at the desktop size only. */
export const AT_BOTH_SIZES = '@phone';
export const PHONE_ONLY = '@phone-only';
