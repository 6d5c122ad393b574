import type { Browser, Page } from '@playwright/test';
import { demoAccounts, expect, expectAccessible, signIn, signInAt, test } from './support';
import sharp from 'sharp';
import { tinyEpub } from '../fixtures/epub';

const screens = 'test-results/screens';

/** A second person in a browser of their own, signed in at `hashPath`. */
async function person(browser: Browser, email: string, hashPath: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAt(page, email, hashPath);
  return page;
}

const panel = (page: Page) => page.getByRole('region', { name: 'Publication' });

/**
 * The next whole minute at least 20 seconds ahead, in the business time zone (UTC in the tests): as a
 * person types it into a date and time field (month, day, year; Tab; hour, minute, AM or PM).
 */
function nextMinute(): { date: string; time: string; at: number } {
  // At least 20 seconds ahead, to type it and press Schedule.
  const at = new Date(Math.ceil((Date.now() + 20_000) / 60_000) * 60_000);
  const [year, month, day] = at.toISOString().slice(0, 10).split('-');
  const hours = at.getUTCHours();
  const clock = String(hours % 12 || 12).padStart(2, '0') + String(at.getUTCMinutes()).padStart(2, '0') + (hours < 12 ? 'A' : 'P');
  return { date: `${month}${day}${year}`, time: clock, at: at.getTime() };
}

/** A Thema subject found by words of its heading, and the accessibility a release needs (docs/api.md "Catalogue metadata"). */
async function fillCatalogue(page: Page) {
  const subjects = page.getByRole('combobox', { name: 'Subjects (Thema)' });
  await subjects.fill('contemporary fiction');
  await page.getByRole('option', { name: /^FBA · Modern and contemporary fiction/ }).click();
  const accessibility = page.getByRole('region', { name: 'Accessibility', exact: true });
  await accessibility.getByRole('checkbox', { name: 'textual', exact: true }).check();
  await accessibility.getByRole('combobox', { name: 'Accessibility features' }).fill('tableOf');
  await page.getByRole('option', { name: 'tableOfContents' }).click();
  await accessibility.getByRole('group', { name: 'Hazards' }).getByRole('checkbox', { name: 'none', exact: true }).check();
  await accessibility.getByLabel('Accessibility summary').fill('The text reflows and reads in order.');
}

test('an editor drafts a book and submits it; an admin sends it back with a reason; the editor fixes it; the admin schedules it and it goes out at its time', async ({
  page,
  browser,
}) => {
  // A publication a minute ahead is waited for.
  test.slow();
  const title = `The Lantern Keeper ${Date.now()}`;
  await signInAt(page, demoAccounts.editor, '/e-books/create');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('group', { name: 'Contributors' }).getByRole('textbox', { name: 'Name' }).fill('Ada Quill');
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('9.99');
  // An editor's book is a draft: its flag is the admins' to change.
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Disable');
  await expect(page.getByText('An admin publishes it after review')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/e-books\/\d+$/);
  const bookPath = new URL(page.url()).hash.slice(1);

  await expect(panel(page).getByText('Draft', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${screens}/editorial-draft.png`, fullPage: true });
  await expectAccessible(page);
  await panel(page).getByRole('button', { name: 'Submit for review' }).click();
  await expect(panel(page).getByText('In review', { exact: true })).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The admin finds it on the review queue, from the top bar, and sends it back: the reason is required.
  const admin = await person(browser, demoAccounts.admin, '/dashboard');
  await admin.getByRole('link', { name: /^Review queue: \d+ waits? for you$/ }).click();
  await expect(admin).toHaveURL(/#\/publishing\/review$/);
  const queued = admin.getByRole('row').filter({ hasText: title });
  await expect(queued).toContainText('In review');
  await admin.screenshot({ path: `${screens}/review-queue.png`, fullPage: true });
  await expectAccessible(admin);
  await queued.getByRole('link', { name: title }).click();
  await expect(admin).toHaveURL(new RegExp(`#${bookPath}$`));
  await expect(panel(admin).getByText('Submitted by', { exact: false })).toBeVisible();
  await panel(admin).getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Send it back to its author' });
  await expectAccessible(admin);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The description needs a second paragraph.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(panel(admin).getByText('Draft', { exact: true })).toBeVisible();

  // The editor reads why on their queue and on the book, fixes the draft and submits it again.
  await page.goto('/#/publishing/review');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('The description needs a second paragraph.');
  await expectAccessible(page);
  await page.goto(`/#${bookPath}`);
  await expect(panel(page).getByText('Sent back: The description needs a second paragraph.')).toBeVisible();
  await page.screenshot({ path: `${screens}/editorial-rejected.png`, fullPage: true });
  await page.getByLabel('Description').fill('A keeper of lanterns.\n\nAnd a second paragraph.');
  // And what a release needs (docs/api.md "Release readiness"): an ISBN, a release date, a
  // publisher, a subject, its accessibility declared, a cover and the e-pub.
  await page.getByLabel('ISBN').fill('978-0-306-40615-7');
  await page.getByLabel('Publication date').fill('2027-03-14');
  await page.getByLabel('Publisher').fill('Lantern Press');
  await fillCatalogue(page);
  await page.getByRole('button', { name: 'Save' }).click();
  // Saved, the edit page goes back to the list: the book is opened again.
  await expect(page).toHaveURL(/#\/e-books$/);
  await page.goto(`/#${bookPath}`);
  await expect(page.getByLabel('Description')).toHaveValue(/second paragraph/);
  const files = page.getByRole('region', { name: 'Files' });
  const cover = await sharp({ create: { width: 1400, height: 2100, channels: 3, background: '#7a3b2e' } }).jpeg({ quality: 60 }).toBuffer();
  for (const [slot, file, saved] of [
    ['Cover photo', { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover }, 'The cover is saved'],
    ['Full e-pub', { name: 'lantern.epub', mimeType: 'application/epub+zip', buffer: tinyEpub(title) }, 'The full e-pub is saved'],
  ] as const) {
    const region = files.getByRole('region', { name: slot });
    await region.getByLabel(slot, { exact: true }).setInputFiles(file);
    await region.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText(saved)).toBeVisible();
  }
  // Ready once the e-pub's check has run (a JVM starting: a while on a busy machine).
  await expect(page.getByRole('region', { name: 'Release readiness' }).getByText('Ready', { exact: true })).toBeVisible({ timeout: 90_000 });
  await panel(page).getByRole('button', { name: 'Submit for review' }).click();
  await expect(panel(page).getByText('In review', { exact: true })).toBeVisible();
  await expect(panel(page).getByText(/^Sent back/)).toHaveCount(0);

  // The admin schedules it for the next minute: it goes out by itself, once.
  await admin.reload();
  await panel(admin).getByRole('button', { name: 'Schedule' }).click();
  const scheduling = admin.getByRole('dialog', { name: 'Schedule the publication' });
  const when = nextMinute();
  await scheduling.getByLabel(/^Publish at/).focus();
  await admin.keyboard.type(when.date);
  await admin.keyboard.press('Tab');
  await admin.keyboard.type(when.time);
  await expectAccessible(admin);
  await scheduling.getByRole('button', { name: 'Schedule' }).click();
  await expect(panel(admin).getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(panel(admin).getByText(/^Goes out /)).toBeVisible();
  await admin.screenshot({ path: `${screens}/editorial-scheduled.png`, fullPage: true });

  // It is on the release calendar, at its time; the link opens the book.
  await admin.goto('/#/publishing/calendar');
  await admin.getByRole('button', { name: 'Agenda', exact: true }).click();
  const onCalendar = admin.getByRole('link', { name: new RegExp(`${title}\\s*\\(Goes out`) });
  await expect(onCalendar).toBeVisible();
  await onCalendar.click();
  await expect(admin).toHaveURL(new RegExp(`#${bookPath}$`));

  await expect
    .poll(
      async () => {
        await admin.reload();
        await expect(panel(admin).getByRole('button').first()).toBeVisible();
        return panel(admin).getByText('Published', { exact: true }).isVisible();
      },
      { timeout: when.at - Date.now() + 30_000, intervals: [5_000] },
    )
    .toBe(true);
  expect(Date.now()).toBeGreaterThanOrEqual(when.at);
  await expect(admin.getByRole('combobox', { name: 'Status' })).toHaveText('Enable');
  await admin.context().close();
});

/** A published banner of the demo data, read through the API as the signed-in page: its id, title and layout. */
const publishedBanner = (page: Page) =>
  page.evaluate(async () => {
    const { access_token: token } = JSON.parse(localStorage.getItem('auth') ?? '{}') as { access_token: string };
    const response = await fetch('/api/ui/banners?status=E', { headers: { Authorization: `Bearer ${token}` } });
    const banners = (await response.json()) as { id: number; title: string; layoutType: string }[];
    return banners.at(-1)!;
  });

/** The banner's title as the app's public layout answers it (undefined when it is not shown). */
const titleInApp = (page: Page, banner: { id: number; layoutType: string }) =>
  page.evaluate(async ({ id, layoutType }) => {
    const response = await fetch(`/data/layout?layoutType=${layoutType}`);
    return ((await response.json()) as { banners: { id: number; title: string }[] }).banners.find((item) => item.id === id)?.title;
  }, banner);

test("an editor's change to a published banner waits for an admin while the app keeps showing the published one", async ({ page, browser }) => {
  await signIn(page, demoAccounts.editor);
  const banner = await publishedBanner(page);
  const changed = `${banner.title} (revised ${Date.now()})`;
  await page.goto(`/#/ui/banners/${banner.id}`);
  const title = page.getByRole('textbox', { name: /^Title/ });
  await expect(title).toHaveValue(banner.title);
  await title.fill(changed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/ui\/banners$/);

  // The edit page shows the change; the published banner is what the app shows.
  await page.goto(`/#/ui/banners/${banner.id}`);
  const change = panel(page).getByRole('region', { name: 'Pending change' });
  await expect(change.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(changed);
  expect(await titleInApp(page, banner)).toBe(banner.title);
  await change.getByRole('button', { name: 'Submit the change' }).click();
  await expect(change.getByText('In review', { exact: true })).toBeVisible();
  await expect(change.getByRole('button', { name: 'Approve the change' })).toHaveCount(0);
  await expectAccessible(page);

  // The admin reads it on the review queue, sees what it changes, and approves it: it is live.
  const admin = await person(browser, demoAccounts.admin, '/publishing/review');
  const queued = admin.getByRole('row').filter({ hasText: banner.title });
  await expect(queued).toContainText('A change to the published version');
  await queued.getByRole('link', { name: banner.title }).click();
  const review = panel(admin).getByRole('region', { name: 'Pending change' });
  await review.getByRole('button', { name: 'Show what it changes (1 field)' }).click();
  await expect(review.getByRole('term')).toHaveText(['Title']);
  await expect(review.getByRole('definition').locator('ins')).toContainText('revised');
  await admin.screenshot({ path: `${screens}/editorial-pending-change.png`, fullPage: true });
  await expectAccessible(admin);
  await review.getByRole('button', { name: 'Approve the change' }).click();
  await expect(admin.getByText('Change approved: it is live')).toBeVisible();
  await expect(review).toHaveCount(0);
  expect(await titleInApp(admin, banner)).toBe(changed);
  await admin.context().close();
});
