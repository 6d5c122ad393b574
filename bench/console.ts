import { chromium, type Locator, type Page, type Response } from '@playwright/test';
import { demoAdmin, codeFromOutbox } from './api-load';

export interface ConsoleStep {
  step: string;
  /** From the action to the list's answer shown in the table (the filters apply 300 ms after their last change, src/theme.ts). */
  ms: number;
  /** Of which the list request, from sent to answered. */
  apiMs: number;
  /** The pagination's words ("1-25 of 1,000,000"), checked against the answer's `totalElements`. */
  shown: string;
}

export interface ConsoleCheck {
  steps: ConsoleStep[];
  error?: string;
}

const isList = (response: Response) => response.url().endsWith('/api/orders/list') && response.request().method() === 'POST';
const count = (value: number) => value.toLocaleString('en');

/**
 * What a person does on the orders list of the scale database, in Chromium on the production
 * build: each step's time from the click to the answer in the table, and the total shown checked
 * against the total answered. It reports a wrong total or a step that never finishes as an error.
 */
export async function checkOrdersConsole(url: string, dataDir: string): Promise<ConsoleCheck> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  const steps: ConsoleStep[] = [];
  try {
    const page = await browser.newPage({ baseURL: url, viewport: { width: 1440, height: 900 } });
    page.setDefaultTimeout(30_000);
    await signInThroughConsole(page, dataDir);

    const step = async (name: string, action: () => Promise<unknown>) => {
      const started = performance.now();
      const [response] = await Promise.all([page.waitForResponse(isList), action()]);
      const answer = (await response.json()) as { totalElements: number; totalIsLowerBound?: true; content: { number: string }[] };
      const first = answer.content[0]?.number;
      if (first) await page.locator('tbody tr').first().getByText(first).waitFor();
      // The first row may be the same before and after (the largest amount is also a confirmed order's):
      // the total shown is waited for, not read once.
      const range = page.getByText(/^\d+-\d+ of (more than )?[\d,]+$/);
      const expected = answer.totalIsLowerBound ? /of more than [\d,]+$/ : new RegExp(` of (${answer.totalElements}|${count(answer.totalElements)})$`);
      const shown = await totalShown(range, expected);
      if (!expected.test(shown)) throw new Error(`${name}: the list shows "${shown}" for totalElements ${answer.totalElements}`);
      steps.push({ step: name, ms: performance.now() - started, apiMs: response.request().timing().responseEnd, shown });
    };

    // A choice in a select is timed from the click on the option: opening the menu is not the list's work.
    const choose = async (name: string, select: string, option: string) => {
      await page.getByRole('combobox', { name: select }).click();
      await step(name, () => page.getByRole('option', { name: option }).click());
    };

    await step('open Orders (Last 7 Days)', () => page.goto('/#/orders'));
    await choose('Period: No Filters', 'Period', 'No Filters');
    await step('sort by Amount', () => page.getByRole('button', { name: 'Amount' }).click());
    await choose('Status: Confirmed', 'Status', 'Confirmed');
    await step('next page', () => page.getByRole('button', { name: 'Go to next page' }).click());
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Payment status' }).click();
    await choose('Payment status: Success', 'Payment status', 'Success');
    await step('search "scale-1" (more than 10,000 matches)', () => page.getByLabel('Order number or e-mail').fill('scale-1'));
    return { steps };
  } catch (error) {
    return { steps, error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await browser.close();
  }
}

async function signInThroughConsole(page: Page, dataDir: string) {
  const since = new Date().toISOString();
  await page.goto('/#/login');
  await page.getByLabel('E-mail').fill(demoAdmin.email);
  await page.getByLabel(/^Password/).fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code').fill(await codeFromOutbox(dataDir, demoAdmin.email, since));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/#\/dashboard$/);
}

/** The pagination's words once they match `expected`, or what they still say after 5 s. */
async function totalShown(range: Locator, expected: RegExp): Promise<string> {
  const until = performance.now() + 5_000;
  let shown = await range.innerText();
  while (!expected.test(shown) && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    shown = await range.innerText();
  }
  return shown;
}
