import { expect, test } from '../support/test';
import { openAsStaff, STAFF_SESSION } from '../support/staff-session';
import { AT_BOTH_SIZES } from '../support/viewports';
import { screenshot } from './admin-support';

test.use({ storageState: STAFF_SESSION });

test(`the account menu opens the queue board in a new tab, without a login of its own ${AT_BOTH_SIZES}`, async ({
  page,
  context,
}) => {
  await openAsStaff(page, '/admin');
  await page.getByRole('button', { name: 'Profil' }).click();
  const opened = context.waitForEvent('page');
  await page.getByRole('menuitem', { name: 'Warteschlangen (neuer Tab)' }).click();
  const board = await opened;
  // The one-time ticket became the board's cookie and left the address.
  await expect(board).toHaveURL(/\/ops\/queues$/);
  await expect(board.getByText('Warteschlangen').first()).toBeVisible();
  await expect(board.getByText('model-conversion').first()).toBeVisible();
  expect(await board.evaluate(() => window.opener)).toBeNull();
  await screenshot(board, 'admin-queue-board-from-menu');
  // The admin stays where it was.
  await expect(page).toHaveURL(/\/admin\/?$/);
});
