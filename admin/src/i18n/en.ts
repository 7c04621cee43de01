import englishMessages from 'ra-language-english';
import { ENGLISH_TEXTS } from '@hauskonfig/shared';
import type { TranslationMessages } from 'react-admin';

/** react-admin's English plus the spec's few English texts; German is the language of the app. */
const english: TranslationMessages = { ...englishMessages, app: { english: ENGLISH_TEXTS } };

export default english;
