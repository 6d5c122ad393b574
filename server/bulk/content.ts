import type { AlertListQuery } from '../../contract/alerts';
import type { AppConfigListQuery } from '../../contract/appConfig';
import { type BannerListQuery, bannerState } from '../../contract/banners';
import type { FeedListQuery } from '../../contract/feed';
import { auditedAlert, deleteAlert, filtered as filteredAlerts } from '../alerts/queries';
import { filtered as filteredConfig, missing as missingConfigKey, readRow, toEntry } from '../appConfig/queries';
import { changesBetween } from '../audit/changes';
import { writeAudit } from '../audit/record';
import { auditedBanner, deleteBanner, removeFiles } from '../banners/queries';
import { notFound } from '../errors';
import { auditedEntry, deleteEntry, filtered as filteredFeed } from '../feed/queries';
import { readBanners } from '../lib/banners';
import { removeFilesOfDeleted } from '../lib/storedFiles';
import { lockRow } from '../lib/versions';
import { type BulkDefinition, setEnabledFlag } from './definition';
import { listedSelection, querySelection } from './selection';

/** The feed's bulk actions: enable, disable, delete (with its picture). */
export const feedBulk: BulkDefinition<'feeds', FeedListQuery> = {
  list: 'feeds',
  selection: querySelection({ keyColumn: 'feed_entries.id', filtered: filteredFeed }),
  actions: {
    enable: setEnabledFlag(auditedEntry, 'feed_entries', 'E'),
    disable: setEnabledFlag(auditedEntry, 'feed_entries', 'D'),
    delete: {
      apply: async (trx, step, id) => {
        const imagePath = await deleteEntry(trx, step.author, id);
        return () => removeFilesOfDeleted(step.app, 'feed picture', [imagePath]);
      },
    },
  },
};

/** Banners are few and filtered by their state now, as their list does: in memory. */
async function bannerIds(db: Parameters<typeof readBanners>[0], { layoutType, status, state }: BannerListQuery) {
  const now = new Date();
  const banners = await readBanners(db, { layoutType });
  return banners.filter((item) => (!status || item.status === status) && (!state || bannerState(item, now) === state)).map((item) => item.id);
}

export const bannersBulk: BulkDefinition<'ui/banners', BannerListQuery> = {
  list: 'ui/banners',
  selection: listedSelection(bannerIds),
  actions: {
    enable: setEnabledFlag(auditedBanner, 'banners', 'E'),
    disable: setEnabledFlag(auditedBanner, 'banners', 'D'),
    delete: {
      apply: async (trx, step, id) => {
        const paths = await deleteBanner(trx, step.author, id);
        return () => removeFiles(step.app, paths);
      },
    },
  },
};

export const alertsBulk: BulkDefinition<'ui/alerts', AlertListQuery> = {
  list: 'ui/alerts',
  selection: querySelection({ keyColumn: 'alerts.id', filtered: filteredAlerts }),
  actions: {
    enable: setEnabledFlag(auditedAlert, 'alerts', 'E'),
    disable: setEnabledFlag(auditedAlert, 'alerts', 'D'),
    delete: {
      apply: async (trx, step, id) => {
        const imagePath = await deleteAlert(trx, step.author, id);
        return () => removeFilesOfDeleted(step.app, 'alert image', [imagePath]);
      },
    },
  },
};

/** App config keys have no delete of their own: the bulk action is it, audited as one. */
export const appConfigBulk: BulkDefinition<'ui/app-config', AppConfigListQuery, string> = {
  list: 'ui/app-config',
  selection: querySelection({ keyColumn: 'app_config.key', filtered: filteredConfig, numeric: false }),
  actions: {
    delete: {
      apply: async (trx, step, key) => {
        await lockRow(trx, 'app_config', 'key', key);
        const row = await readRow(trx, key);
        if (!row) throw notFound(missingConfigKey);
        await trx.deleteFrom('app_config').where('key', '=', key).execute();
        await writeAudit(trx, step.author, {
          action: 'delete',
          resource: 'ui/app-config',
          recordId: key,
          label: key,
          changes: changesBetween(toEntry(row), {}),
        });
      },
    },
  },
};
