import { expect, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';
import { createStaffLogin } from './admin-support';

/**
 * A code for the current time step plus `ahead` (0 or 1): the API accepts one step either side and
 * each step once, so a flow uses step 0 first and step 1 next.
 */
export const codeOf = (secret: string, ahead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });

/** A colleague who enrolled through the API, as an authenticator app would have; with the session it got. */
export async function enrolledColleague(request: APIRequestContext) {
  const colleague = await createStaffLogin(request);
  const login = await request.post('/api/v1/auth/login', {
    data: { username: colleague.username, password: colleague.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
  const setup = await request.post('/api/v1/auth/second-factor/setup', {
    headers,
    data: { currentPassword: colleague.password },
  });
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await request.post('/api/v1/auth/second-factor/confirm', {
    headers,
    data: { code: await codeOf(secret) },
  });
  expect(confirmed.status()).toBe(200);
  return { ...colleague, accessToken: ((await confirmed.json()) as { accessToken: string }).accessToken };
}
