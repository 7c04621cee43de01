import { ENGLISH_TEXTS } from './english-texts.js';
import { ERROR_MESSAGES, ErrorCode } from './error-messages.de.js';
import { formatMessage } from './format.js';
import { GLB_CONTAINER_MESSAGES } from './glb-container-messages.de.js';
import { MODEL_CONVERSION_MESSAGES, MODEL_ISSUE_MESSAGES } from './model-issues.de.js';
import { UI_MESSAGES } from './ui-messages.de.js';
import { VALIDATION_MESSAGES } from './validation-messages.de.js';

type MessageTree = { readonly [key: string]: string | MessageTree };

function leaves(tree: MessageTree, prefix: string): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}.${key}`, value]] : leaves(value, `${prefix}.${key}`),
  );
}

const allMessages = [
  ...leaves(VALIDATION_MESSAGES, 'VALIDATION_MESSAGES'),
  ...leaves(UI_MESSAGES, 'UI_MESSAGES'),
  ...leaves(ERROR_MESSAGES, 'ERROR_MESSAGES'),
  ...leaves(ENGLISH_TEXTS, 'ENGLISH_TEXTS'),
  ...leaves(MODEL_ISSUE_MESSAGES, 'MODEL_ISSUE_MESSAGES'),
  ...leaves(MODEL_CONVERSION_MESSAGES, 'MODEL_CONVERSION_MESSAGES'),
  ...leaves(GLB_CONTAINER_MESSAGES, 'GLB_CONTAINER_MESSAGES'),
];

function placeholderIndices(template: string): number[] {
  const indices = [...template.matchAll(/\{(\d+)\}/g)].map((match) => Number(match[1]));
  return [...new Set(indices)].sort((a, b) => a - b);
}

describe('message catalogues', () => {
  it.each(allMessages)('%s is a non-empty, trimmed text', (_path, template) => {
    expect(template.length).toBeGreaterThan(0);
    expect(template).toBe(template.trim());
  });

  it.each(allMessages)('%s formats every placeholder', (_path, template) => {
    const indices = placeholderIndices(template);
    // Placeholders are numbered from 0 without gaps, so callers pass arguments positionally.
    expect(indices).toEqual(indices.map((_, position) => position));

    const args = indices.map((index) => `«arg${index}»`);
    const formatted = formatMessage(template, ...args);
    for (const arg of args) {
      expect(formatted).toContain(arg);
    }
    expect(formatted).not.toMatch(/[{}]/);
  });

  it('contains placeholder messages at all', () => {
    expect(allMessages.filter(([, template]) => placeholderIndices(template).length > 0).length).toBeGreaterThan(10);
  });
});

describe('VALIDATION_MESSAGES', () => {
  it.each([
    [VALIDATION_MESSAGES.required, ['E-Mail'], 'Das Feld E-Mail muss ausgefüllt werden'],
    [VALIDATION_MESSAGES.minLength, ['Passwort', 8], 'Passwort muss mindestens 8 Zeichen lang sein'],
    [VALIDATION_MESSAGES.maxLength, ['Name', 255], 'Name darf höchstens 255 Zeichen lang sein'],
    [
      VALIDATION_MESSAGES.mustBeOneOf,
      ['Dachform', 'PENT, GABLE'],
      'Dachform muss einer der folgenden Werte sein: PENT, GABLE',
    ],
    [VALIDATION_MESSAGES.mustBeUuid, ['Haus'], 'Haus ist keine gültige ID'],
    [VALIDATION_MESSAGES.unknownField, ['foo'], 'Das Feld foo ist nicht erlaubt'],
  ] as [string, unknown[], string][])('formats %p', (template, args, expected) => {
    expect(formatMessage(template, ...args)).toBe(expected);
  });

  it('has plain, your and a variants for every required-field message', () => {
    const variants = Object.entries(VALIDATION_MESSAGES).filter(([key]) => /^\w+Required$/.test(key));
    const withVariants = variants.filter(([, value]) => typeof value === 'object');
    expect(withVariants.map(([key]) => key).sort()).toEqual(
      [
        'emailRequired',
        'firstNameRequired',
        'lastNameRequired',
        'nameRequired',
        'passwordRequired',
        'phoneRequired',
        'usernameRequired',
      ].sort(),
    );
    for (const [, value] of withVariants) {
      expect(Object.keys(value).sort()).toEqual(['a', 'plain', 'your']);
    }
  });
});

describe('ERROR_MESSAGES', () => {
  it('has a message for exactly every error code', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual(Object.values(ErrorCode).sort());
  });

  it('uses the code itself as the enum value', () => {
    for (const [key, value] of Object.entries(ErrorCode)) {
      expect(value).toBe(key);
    }
  });
});

describe('ENGLISH_TEXTS', () => {
  it('contains only the texts the spec allows in English', () => {
    expect(Object.keys(ENGLISH_TEXTS).sort()).toEqual(['close', 'email', 'login', 'logout', 'max', 'min', 'required']);
  });
});
