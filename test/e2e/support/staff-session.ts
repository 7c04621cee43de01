import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * The demo admin's session, logged in once through the form by staff-session.setup.ts and reused
 * by every test that works as staff (`test.use({ storageState: STAFF_SESSION })`). No test may log
 * the demo admin out or end its sessions: a logout outdates every access token of the account, the
 * stored one too, and the refreshes that follow in parallel tests count as token reuse, which ends
 * them all. Tests of the login, logout and session end log in as a colleague of their own
 * (`createStaffLogin` in admin/admin-support.ts).
 */
export const STAFF_SESSION = join(__dirname, '..', '..', '..', 'test-results', 'e2e-auth', 'staff.json');

/** Opens an admin page in the stored staff session and waits until the app shows it logged in. */
export async function openAsStaff(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  // The account menu is in the navbar at every width (the areas sit behind a menu on phones).
  await expect(page.getByRole('button', { name: 'Profil' })).toBeVisible();
}
