import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './0001_accounts';
import * as userTheme from './0002_user_theme';
import * as staffAccounts from './0003_staff_accounts';
import * as userAvatar from './0004_user_avatar';
import * as catalog from './0005_catalog';
import * as commerce from './0006_commerce';
import * as mobileUi from './0007_mobile_ui';
import * as analytics from './0008_analytics';
import * as rateLimits from './0009_rate_limits';
import * as visitorReturns from './0010_visitor_returns';
import * as listIndexes from './0011_list_indexes';
import * as orderPaymentStatus from './0012_order_payment_status';
import * as mailQueue from './0013_mail_queue';
import * as auditLog from './0014_audit_log';
import * as staffNotes from './0015_staff_notes';
import * as jobs from './0016_jobs';
import * as savedViews from './0017_saved_views';
import * as searchIndexes from './0018_search_indexes';
import * as textSearch from './0019_text_search';
import * as dayTotals from './0020_day_totals';
import * as jobTries from './0021_job_tries';
import * as jobAudit from './0022_job_audit';
import * as resourceNames from './0023_resource_names';

/** Every migration, in order; the names are what the migration table records. */
const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_user_theme': userTheme,
  '0003_staff_accounts': staffAccounts,
  '0004_user_avatar': userAvatar,
  '0005_catalog': catalog,
  '0006_commerce': commerce,
  '0007_mobile_ui': mobileUi,
  '0008_analytics': analytics,
  '0009_rate_limits': rateLimits,
  '0010_visitor_returns': visitorReturns,
  '0011_list_indexes': listIndexes,
  '0012_order_payment_status': orderPaymentStatus,
  '0013_mail_queue': mailQueue,
  '0014_audit_log': auditLog,
  '0015_staff_notes': staffNotes,
  '0016_jobs': jobs,
  '0017_saved_views': savedViews,
  '0018_search_indexes': searchIndexes,
  '0019_text_search': textSearch,
  '0020_day_totals': dayTotals,
  '0021_job_tries': jobTries,
  '0022_job_audit': jobAudit,
  '0023_resource_names': resourceNames,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
