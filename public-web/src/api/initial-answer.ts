import { API_BASE_PATH, INITIAL_ANSWER_ELEMENT_ID } from '@hauskonfig/shared';

interface InitialAnswer {
  url: string;
  body: unknown;
}

/** undefined: index.html not read yet; null: no (more) answer. */
let answer: InitialAnswer | null | undefined;

function initialAnswer(): InitialAnswer | null {
  if (answer === undefined) {
    const element = document.getElementById(INITIAL_ANSWER_ELEMENT_ID);
    try {
      answer = element?.textContent ? (JSON.parse(element.textContent) as InitialAnswer) : null;
    } catch {
      answer = null;
    }
    element?.remove();
  }
  return answer;
}

/** Whether the server embedded the answer of this API call (a path below the API prefix). */
export const hasInitialAnswer = (path: string): boolean => initialAnswer()?.url === `${API_BASE_PATH}${path}`;

/**
 * The answer the server embedded in index.html for the first page's API call (its head hints),
 * taken once: it is only as fresh as the page, so any later call asks the API.
 */
export function takeInitialAnswer<T>(path: string): T | undefined {
  if (!hasInitialAnswer(path)) return undefined;
  const { body } = initialAnswer() as InitialAnswer;
  answer = null;
  return body as T;
}
