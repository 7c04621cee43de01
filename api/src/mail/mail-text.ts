import { CONTROL_CHARACTERS } from '../common/text/control-characters.js';

const CONTROL_RUNS = new RegExp(`${CONTROL_CHARACTERS.source}+`, 'gu');
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/u;

/**
 * A value written into one line of a mail (or its subject). Line breaks and other control
 * characters become a space, so a value can never start a line of its own: a name such as
 * "Max\r\nE-Mail: evil@x" stays on its "Name:" line, also from data stored before it was refused.
 */
export function oneLine(value: string): string {
  return value.replace(CONTROL_RUNS, ' ');
}

/**
 * Free text of several lines (a visitor's notes), each quoted with "> " and cleaned like
 * `oneLine`, so none of its lines can pass for a line of the mail itself.
 */
export function quotedLines(text: string): string[] {
  return text.split(LINE_BREAK).map((line) => `> ${oneLine(line)}`);
}
