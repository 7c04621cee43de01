import type { PlanChoicesInput, PlanShareDto } from '@hauskonfig/shared';
import { anonymousApiFetch } from '../api/api-client';

/**
 * The shared plans' calls. They belong to no account, like saved plans: sent without the session,
 * so sharing from a customer's browser never touches the login.
 */
export const planShareApi = {
  create: (choices: PlanChoicesInput) =>
    anonymousApiFetch<PlanShareDto>('/plan-shares', { method: 'POST', body: choices }),
  get: (token: string, signal?: AbortSignal) =>
    anonymousApiFetch<PlanShareDto>(`/plan-shares/${encodeURIComponent(token)}`, { signal }),
};
