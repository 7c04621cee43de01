import { test as setup } from '@playwright/test';
import { loginAsStaff } from '../admin/admin-support';
import { STAFF_SESSION } from './staff-session';

setup('the demo admin logs in once for the run', async ({ page }) => {
  await loginAsStaff(page);
  await page.context().storageState({ path: STAFF_SESSION });
});
