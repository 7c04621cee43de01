import { expect, test } from '../support/test';
import { createStaffLogin, expectNoHorizontalOverflow, loginAsStaff, screenshot } from './admin-support';
import { enrolledColleague } from './second-factor-support';

/**
 * Serial: while the second factor is mandatory, every staff member without one (the demo admin
 * too) reaches nothing but its set-up. An enrolled colleague switches it on and off again.
 */
test('a mandatory second factor leads staff without one to its set-up, and nowhere else', async ({ page }) => {
  const admin = await enrolledColleague(page.request);
  const headers = { authorization: `Bearer ${admin.accessToken}` };
  const settings = await (await page.request.get('/api/v1/admin/security-settings', { headers })).json();
  // The whole settings, as the admin's form sends them: only the second factor changes.
  const setMandatory = (secondFactorRequired: boolean) =>
    page.request.put('/api/v1/admin/security-settings', {
      headers,
      data: {
        secondFactorRequired,
        savedPlanRetentionDays: settings.savedPlanRetentionDays,
        closedRequestRetentionDays: settings.closedRequestRetentionDays,
        sentMailRetentionDays: settings.sentMailRetentionDays,
      },
    });
  const colleague = await createStaffLogin(page.request);
  expect((await setMandatory(true)).status()).toBe(200);
  try {
    await loginAsStaff(page, '/admin/contact-people', colleague);
    await expect(page).toHaveURL(/\/admin\/second-factor$/);
    await expect(
      page.getByText('Für die Verwaltung ist ein zweiter Faktor vorgeschrieben. Bitte richten Sie ihn jetzt ein.'),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await screenshot(page, 'admin-second-factor-mandatory');

    // Another area answers SECOND_FACTOR_SETUP_REQUIRED: back to the set-up, still logged in.
    await page.goto('/admin/customer-requests');
    await expect(page).toHaveURL(/\/admin\/second-factor$/);
    await expect(page.getByRole('button', { name: 'Einrichten' })).toBeVisible();
  } finally {
    expect((await setMandatory(false)).status()).toBe(200);
  }
});
