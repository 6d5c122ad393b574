import type { Insertable } from 'kysely';
import type { Db } from '../db';
import type { AppConfigTable } from '../db/schema';
import type { Storage } from '../storage/types';

const DAY = 86_400_000;

type DemoEntry = Pick<AppConfigTable, 'key' | 'value_type' | 'value' | 'description'> & { disabled?: true };

/** The mobile app's settings: versions, feature switches, contacts and a few structured values. */
export const demoAppConfig: DemoEntry[] = [
  { key: 'min_app_version.ios', value_type: 'string', value: '5.2.0', description: 'Oldest iOS app version that may still sign in' },
  { key: 'min_app_version.android', value_type: 'string', value: '5.2.0', description: 'Oldest Android app version that may still sign in' },
  { key: 'latest_app_version', value_type: 'string', value: '5.4.1', description: 'Newest release in the stores, offered as an update' },
  { key: 'force_update', value_type: 'boolean', value: 'false', description: 'Older versions must update before they open' },
  { key: 'maintenance_mode', value_type: 'boolean', value: 'false', description: 'Shows the maintenance screen instead of the app' },
  { key: 'support_email', value_type: 'string', value: 'support@example.com', description: 'Where the Help screen sends readers' },
  { key: 'feed.page_size', value_type: 'number', value: '20', description: 'Feed entries loaded per page' },
  { key: 'search.enabled', value_type: 'boolean', value: 'true', description: 'Shows the search tab' },
  {
    key: 'featured_categories',
    value_type: 'json',
    value: JSON.stringify(['Fiction', 'Business', 'Children'], null, 2),
    description: 'Categories shown first on the books screen',
  },
  {
    key: 'onboarding.slides',
    value_type: 'json',
    value: JSON.stringify(
      [
        { title: 'Read anywhere', text: 'Your books and magazines on every device.', image: 'onboarding-1' },
        { title: 'Stay informed', text: 'News and videos picked by our editors.', image: 'onboarding-2' },
        { title: 'Try it free', text: 'Start a trial and cancel at any time.', image: 'onboarding-3' },
      ],
      null,
      2,
    ),
    description: 'The slides a new reader swipes through',
  },
  { key: 'paywall.trial_days', value_type: 'number', value: '14', description: 'Free days before a subscription is charged' },
  { key: 'terms_url', value_type: 'string', value: 'https://example.com/terms', description: 'Terms of use, opened from the account screen' },
  {
    key: 'holiday_banner.enabled',
    value_type: 'boolean',
    value: 'true',
    description: 'Last season’s holiday theme, kept for next year',
    disabled: true,
  },
];

/** The demo app config, each entry last edited a day apart, the first the most recent. */
export async function seedAppConfig(db: Db, { now }: { now: Date; storage?: Storage }): Promise<void> {
  const rows: Insertable<AppConfigTable>[] = demoAppConfig.map(({ disabled, ...entry }, index) => {
    const updatedAt = new Date(now.getTime() - (index + 1) * DAY).toISOString();
    return { ...entry, status: disabled ? 'D' : 'E', created_at: new Date(now.getTime() - 90 * DAY).toISOString(), updated_at: updatedAt };
  });
  await db.insertInto('app_config').values(rows).execute();
}
