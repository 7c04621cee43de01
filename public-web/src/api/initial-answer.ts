import { API_BASE_PATH, INITIAL_ANSWER_ELEMENT_ID } from '@hauskonfig/shared';

interface InitialAnswer {
  url: string;
  body: unknown;
}

/** undefined: index.html not read yet; then the answers not taken yet. */
let answers: InitialAnswer[] | undefined;

/** The server embeds one answer (`{url, body}`) or several (an array of them). */
function initialAnswers(): InitialAnswer[] {
  if (answers === undefined) {
    const element = document.getElementById(INITIAL_ANSWER_ELEMENT_ID);
    try {
      const parsed = element?.textContent ? (JSON.parse(element.textContent) as InitialAnswer | InitialAnswer[]) : [];
      answers = Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      answers = [];
    }
    element?.remove();
  }
  return answers;
}

const byPath = (path: string) => (answer: InitialAnswer) => answer.url === `${API_BASE_PATH}${path}`;

/** Whether the server embedded the answer of this API call (a path below the API prefix). */
export const hasInitialAnswer = (path: string): boolean => initialAnswers().some(byPath(path));

/**
 * The answer the server embedded in index.html for one of the first page's API calls (its head
 * hints), taken once: it is only as fresh as the page, so any later call asks the API.
 */
export function takeInitialAnswer<T>(path: string): T | undefined {
  const index = initialAnswers().findIndex(byPath(path));
  if (index === -1) return undefined;
  const [answer] = initialAnswers().splice(index, 1);
  return answer.body as T;
}
