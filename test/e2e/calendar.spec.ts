import type { Page } from '@playwright/test';
import { AlertButtonType } from '../../contract/enums';
import { api, apiToken, demoAccounts, expect, expectAccessible, openFromMenu, signIn, signInAt, test } from './support';

const screens = 'test-results/screens';
const DAY = 86_400_000;

/** The first of the month three months after this one (UTC, the tests' business time zone): a month the demo data leaves nearly empty. */
function monthAhead(): { first: Date; name: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1));
  return { first, name: new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first) };
}

const at = (first: Date, day: number, hour: number) => new Date(first.getTime() + (day - 1) * DAY + hour * 3_600_000).toISOString();

/** The month's day-number button of `date` (UTC), which names the day in full. */
const dayButton = (page: Page, date: Date) =>
  page.getByRole('button', {
    name: `Show the week of ${new Intl.DateTimeFormat('en', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date)}`,
  });

/** Leaves only `kinds` pressed among the filter's chips. */
async function showOnly(page: Page, kinds: string[]) {
  const filter = page.getByRole('group', { name: 'Show' });
  for (const chip of await filter.getByRole('button').all()) {
    const name = (await chip.textContent())!.trim();
    const pressed = (await chip.getAttribute('aria-pressed')) === 'true';
    if (pressed !== kinds.includes(name)) await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', String(kinds.includes(name)));
  }
}

test('an admin opens the release calendar, drags a scheduled banner to another day and carries a scheduled alert a day on from the keyboard', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, demoAccounts.admin);
  const month = monthAhead();
  const title = `Calendar banner ${Date.now()}`;
  const banner = await api(request, token, 'POST', '/api/ui/banners', {
    title,
    layoutType: 'home',
    position: 3,
    startAt: at(month.first, 12, 9),
    endAt: at(month.first, 13, 18),
    status: 'D',
  });
  const alertTitle = `Calendar alert ${Date.now()}`;
  const alert = await api(request, token, 'POST', '/api/ui/alert', {
    title: alertTitle,
    message: 'Out soon.',
    buttonType: AlertButtonType.NONE,
    startAt: at(month.first, 20, 10),
    endAt: null,
    status: 'D',
  });
  await api(request, token, 'POST', `/api/ui/alert/${alert.id}/steps`, { step: 'schedule', at: at(month.first, 15, 10) });

  await signIn(page, demoAccounts.admin);
  await openFromMenu(page, 'Publishing', 'Calendar', /#\/publishing\/calendar/);
  await expect(page.getByRole('heading', { level: 1, name: 'Release calendar' })).toBeVisible();
  await expect(page.getByText('Times in UTC')).toBeVisible();
  // This month first, with the demo data's banners, alerts and publications.
  await expect(page.locator('.calendar-item-link').first()).toBeVisible();
  await page.screenshot({ path: `${screens}/calendar-month.png` });
  await expectAccessible(page);

  for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { level: 2, name: month.name })).toBeVisible();
  await showOnly(page, ['Banners']);
  const item = page.getByRole('link', { name: new RegExp(`^${title}\\s*\\(Banner window`) });
  await expect(item).toBeVisible();

  // Dragged by the mouse from the 12th to the 14th: the window moves two days, its times kept.
  const from = (await item.boundingBox())!;
  const to = (await dayButton(page, new Date(month.first.getTime() + 13 * DAY)).boundingBox())!;
  await page.mouse.move(from.x + 10, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) {
    await page.mouse.move(from.x + 10 + ((to.x + 10 - from.x - 10) * step) / 10, from.y + from.height / 2 + ((to.y + 40 - from.y - from.height / 2) * step) / 10);
  }
  await page.mouse.up();
  await expect(page.getByRole('alert').getByText(`${title} moved to`)).toBeVisible();
  await expect
    .poll(async () => {
      const moved = await api(request, token, 'GET', `/api/ui/banners/${banner.id}`);
      return [moved.startAt, moved.endAt];
    })
    .toEqual([at(month.first, 14, 9), at(month.first, 15, 18)]);

  // From the keyboard: the scheduled alert carried a day on, then dropped with Enter.
  await showOnly(page, ['Scheduled', 'Banners']);
  const publication = page.getByRole('link', { name: new RegExp(`${alertTitle}\\s*\\(Goes out`) });
  await publication.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: `Moving ${alertTitle}` })).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.calendar-drop-target')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await api(request, token, 'GET', `/api/ui/alert/${alert.id}/state`)).publishAt)
    .toBe(at(month.first, 16, 10));
  await expect(page.getByRole('link', { name: new RegExp(`${alertTitle}\\s*\\(Goes out`) })).toBeFocused();
  await page.screenshot({ path: `${screens}/calendar-moved.png` });

  // Other views read as well, and on a phone.
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await page.screenshot({ path: `${screens}/calendar-week.png` });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Agenda', exact: true }).click();
  // A window is listed once, where it starts.
  await expect(page.getByRole('link', { name: new RegExp(`^${title}\\s*\\(Banner window`) })).toHaveCount(1);
  await page.screenshot({ path: `${screens}/calendar-agenda.png` });
  await expectAccessible(page);

});

test('an editor sees the calendar of what it may open: no feed', async ({ page }) => {
  await signInAt(page, demoAccounts.editor, '/publishing/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Release calendar' })).toBeVisible();
  const filter = page.getByRole('group', { name: 'Show' });
  await expect(filter.getByRole('button')).toHaveText(['Scheduled', 'Published', 'E-book releases', 'Banners', 'Alerts']);
  await expect(page.locator('.calendar-item-link').first()).toBeVisible();
  await page.screenshot({ path: `${screens}/calendar-editor.png` });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the calendar opens on its agenda, and its month reads too', async ({ page }) => {
    await signInAt(page, demoAccounts.admin, '/publishing/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Release calendar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agenda', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.calendar-item-link').first()).toBeVisible();
    await page.screenshot({ path: `${screens}/calendar-phone-agenda.png`, fullPage: true });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Show the week of / }).first()).toBeVisible();
    await page.screenshot({ path: `${screens}/calendar-phone-month.png`, fullPage: true });
    await expectAccessible(page);
  });
});
