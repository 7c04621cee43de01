/** German is the interface language; English exists only for a few texts (see ENGLISH_TEXTS). */
export const LANGUAGES = ['de', 'en'] as const;

type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'de';
