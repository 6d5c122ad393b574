import type { Locator, Page } from '@playwright/test';
import { demoAccounts, expect, expectAccessible, signInAt, test } from './support';
import { formatDayRange } from '../../src/format';

const screens = 'test-results/screens';

// A reader far from the business time zone (the e2e server's TIME_ZONE is UTC): the forms show
// and take times in the business zone, whatever the browser's own.
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

/**
 * Types a date (and a time) into a date or datetime-local field as a person does: its first
 * part focused, the digits of month, day and year, then Tab to the hour, its digits and A or P.
 */
async function typeInto(page: Page, field: Locator, date: string, time?: string) {
  await field.focus();
  await page.keyboard.type(date);
  if (time) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(time);
  }
}

/** Saves the form and answers the body it sent, once the API has taken it. */
async function save(page: Page): Promise<Record<string, unknown>> {
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === 'PUT' && new URL(answer.url()).pathname.startsWith('/api/')),
    page.getByRole('button', { name: 'Save' }).click(),
  ]);
  expect(response.status(), await response.text()).toBe(200);
  return response.request().postDataJSON() as Record<string, unknown>;
}

/** Opens a record's edit page afresh, as after a reload. */
async function reopen(page: Page, path: string) {
  await page.goto(path);
  await page.reload();
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  const wide = viewport.width > 600;
  // Each width types other values, so that the second run shows its own, not the first one's.
  const day = wide ? '30' : '31';

  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    // The forms' date fields are the browser's own inputs, which take typing the same way at any
    // width (the sweep shows each form at 390 px): typed at one width. The Custom range's dialog
    // lays out by width: typed at both.
    if (wide) {
      test('the feed\'s Publish at takes a typed date and time in the business time zone', async ({ page }) => {
        await signInAt(page, demoAccounts.admin, '/feeds/1');
        const publishAt = page.getByLabel(/^Publish at/);
        await expect(publishAt).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
        await expect(page.getByText('Time zone: UTC')).toBeVisible();
        // Half a date is refused with a message, not dropped.
        await publishAt.focus();
        await page.keyboard.press('Backspace');
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Enter a whole date and time')).toBeVisible();
        await typeInto(page, publishAt, `12${day}2026`, '1000A');
        await expect(page.getByText('Enter a whole date and time')).toBeHidden();
        // On a phone the form's notice lies over Save, and stays while the pointer rests on it.
        await page.mouse.move(viewport.width / 2, 10);
        await expect(page.getByText('The form is not valid. Please check for errors')).toBeHidden();
        await page.screenshot({ path: `${screens}/dates-feed-${viewport.width}.png`, fullPage: true });
        await expectAccessible(page);
        expect((await save(page)).publishAt).toBe(`2026-12-${day}T10:00:00.000Z`);

        await reopen(page, '/#/feeds/1');
        await expect(page.getByLabel(/^Publish at/)).toHaveValue(`2026-12-${day}T10:00`);
      });

      test('a banner\'s Starts and Ends take typed dates and times; Ends cleared is no end', async ({ page }) => {
        await signInAt(page, demoAccounts.admin, '/ui/banners/1');
        await expect(page.getByLabel(/^Starts/)).toHaveValue(/^\d{4}-/);
        await typeInto(page, page.getByLabel(/^Starts/), `01${day}2027`, '0830A');
        await typeInto(page, page.getByLabel(/^Ends/), `02${day === '30' ? '27' : '28'}2027`, '0645P');
        await expect(page.getByText('Time zone: UTC')).toHaveCount(2);
        await page.screenshot({ path: `${screens}/dates-banner-${viewport.width}.png`, fullPage: true });
        await expectAccessible(page);
        const sent = await save(page);
        expect(sent.startAt).toBe(`2027-01-${day}T08:30:00.000Z`);
        expect(sent.endAt).toBe(`2027-02-${day === '30' ? '27' : '28'}T18:45:00.000Z`);

        await reopen(page, '/#/ui/banners/1');
        await expect(page.getByLabel(/^Starts/)).toHaveValue(`2027-01-${day}T08:30`);
        await expect(page.getByLabel(/^Ends/)).toHaveValue(`2027-02-${day === '30' ? '27' : '28'}T18:45`);

        // Cleared, Ends sends null: the banner runs on.
        await page.getByLabel(/^Ends/).focus();
        for (let part = 0; part < 6; part++) {
          await page.keyboard.press('Backspace');
          await page.keyboard.press('Tab');
        }
        expect((await save(page)).endAt).toBeNull();
        await reopen(page, '/#/ui/banners/1');
        await expect(page.getByLabel(/^Ends/)).toHaveValue('');
      });

      test('an alert\'s Starts and Ends take typed dates and times', async ({ page }) => {
        await signInAt(page, demoAccounts.admin, '/ui/alerts/1');
        await expect(page.getByLabel(/^Starts/)).toHaveValue(/^\d{4}-/);
        await typeInto(page, page.getByLabel(/^Starts/), `03${day}2027`, '0915A');
        await typeInto(page, page.getByLabel(/^Ends/), `05${day}2027`, '1159P');
        await page.screenshot({ path: `${screens}/dates-alert-${viewport.width}.png`, fullPage: true });
        await expectAccessible(page);
        const sent = await save(page);
        expect(sent.startAt).toBe(`2027-03-${day}T09:15:00.000Z`);
        expect(sent.endAt).toBe(`2027-05-${day}T23:59:00.000Z`);

        await reopen(page, '/#/ui/alerts/1');
        await expect(page.getByLabel(/^Starts/)).toHaveValue(`2027-03-${day}T09:15`);
      });

      test('an e-book\'s publication date takes a typed day', async ({ page }) => {
        await signInAt(page, demoAccounts.admin, '/e-books/1');
        const publicationDate = page.getByLabel(/^Publication date/);
        await expect(publicationDate).toBeVisible();
        await typeInto(page, publicationDate, `05${day}2027`);
        await page.screenshot({ path: `${screens}/dates-ebook-${viewport.width}.png`, fullPage: true });
        await expectAccessible(page);
        expect((await save(page)).publicationDate).toBe(`2027-05-${day}`);

        await reopen(page, '/#/e-books/1');
        await expect(page.getByLabel(/^Publication date/)).toHaveValue(`2027-05-${day}`);
      });
    }

    test('the analytics\' Custom range takes typed days', async ({ page }) => {
      await signInAt(page, demoAccounts.admin, '/analytics/revenue');
      await page.getByRole('combobox', { name: 'Period' }).click();
      await page.getByRole('option', { name: 'Custom' }).click();
      const calendar = page.getByRole('dialog', { name: 'Choose the dates' });
      await typeInto(page, calendar.getByLabel(/^First day/), '03012026');
      await typeInto(page, calendar.getByLabel(/^Last day/), `03${day}2026`);
      await page.screenshot({ path: `${screens}/dates-analytics-${viewport.width}.png`, fullPage: true });
      await expectAccessible(page);
      const [asked] = await Promise.all([
        page.waitForRequest((request) => new URL(request.url()).searchParams.get('endDate') === `2026-03-${day}`),
        calendar.getByRole('button', { name: 'Apply' }).click(),
      ]);
      expect(new URL(asked.url()).searchParams.get('startDate')).toBe('2026-03-01');
      await expect(calendar).toBeHidden();
      await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText(formatDayRange('2026-03-01', `2026-03-${day}`));
    });
  });
}
