import { allowConsole, expect, test } from './support/test';

// The console watch every browser test carries (support/test.ts), tried on itself.
test.describe('the console watch', () => {
  test('collects errors, warnings and uncaught exceptions, of a second context too', async ({
    page,
    browser,
    consoleWatch,
  }) => {
    await page.goto('/');
    await page.evaluate(() => {
      console.error('Absichtlicher Fehler');
      console.info('Nur eine Notiz');
      setTimeout(() => {
        throw new Error('Absichtlich geworfen');
      }, 0);
    });
    const other = await (await browser.newContext()).newPage();
    await other.goto(page.url());
    await other.evaluate(() => console.warn('Absichtliche Warnung'));
    await expect
      .poll(() => [...consoleWatch].sort())
      .toEqual([
        expect.stringMatching(/^error: Absichtlicher Fehler \(/),
        expect.stringMatching(/^uncaught: Absichtlich geworfen \(/),
        expect.stringMatching(/^warning: Absichtliche Warnung \(/),
      ]);
    await other.context().close();
    // Caused on purpose: the watch's check at the end of the test would fail on them.
    consoleWatch.length = 0;
  });

  test.describe('with the message named', () => {
    test.use(allowConsole(/^Absichtlicher Fehler$/));

    test('passes', async ({ page, consoleWatch }) => {
      await page.goto('/');
      await page.evaluate(() => console.error('Absichtlicher Fehler'));
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(consoleWatch).toEqual([]);
    });
  });
});
