import { formatMessage, MODEL_CONVERSION_MESSAGES } from '@hauskonfig/shared';

/** glTF Transform's reader errors that an uploaded model can cause, each as a German sentence. */
const KNOWN_ERRORS: { pattern: RegExp; template: string }[] = [
  { pattern: /^Missing required extension, "(.+)"\.?$/, template: MODEL_CONVERSION_MESSAGES.missingExtension },
  { pattern: /^Unsupported glTF version, "(.+)"\.?$/, template: MODEL_CONVERSION_MESSAGES.unsupportedVersion },
];

/** The text of anything thrown, for the technical part of a German message. */
export const technicalDetail = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Why glTF Transform could not read a model, in German for staff: a known cause as its own
 * sentence, anything else as "cannot be read" with the reader's (English) text for support.
 */
export function readerErrorMessage(error: unknown): string {
  const detail = technicalDetail(error);
  for (const { pattern, template } of KNOWN_ERRORS) {
    const match = pattern.exec(detail);
    if (match) return formatMessage(template, match[1]);
  }
  return formatMessage(MODEL_CONVERSION_MESSAGES.unreadable, detail);
}
