import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import {
  DataTable,
  FilterButton,
  NumberInput,
  TopToolbar,
  useListContext,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { ConsoleList } from '../../src/components/lists/ConsoleList';
import { PhoneList } from '../../src/components/lists/PhoneList';
import { canAccess } from '../../contract/access';
import type { AuditEntry } from '../../contract/audit';
import { auditActions, auditAreaOf, auditResources } from '../../contract/auditRules';
import { useChangedFields } from '../../src/audit/AuditChanges';
import { useActorName } from '../../src/audit/AuditEntryItem';
import { deletedRecords, useRecordPathOf } from '../../src/audit/recordLinks';
import { ChoiceFilter } from '../../src/components/ChoiceFilter';
import { DateTimeField } from '../../src/components/DateFields';
import { ExportCsvButton } from '../../src/components/ExportCsvButton';
import { DateRangeFilter } from '../../src/components/dateRange/DateRangeFilter';
import { ListEmpty } from '../../src/components/ListEmpty';
import { ListSearchInput } from '../../src/components/ListSearchInput';
import { ListViewsButton } from '../../src/components/views/ListViewsButton';
import { useListWidth } from '../../src/components/useListWidth';
import { formatRecent } from '../../src/format';
import { ActionCell, ActivityDetails, ActorCell, ChangesCell, hasDetails, JobCell, RecordCell, useRecordName } from './activityFields';
import { StaffFilter } from './StaffFilter';

const actionChoices = auditActions.map((action) => ({ id: action, name: `app.audit.actions.${action}` }));

/** The kinds of record whose entries the reader may see (the entries about staff are the editors' or the admins'). */
const resourceChoicesFor = (role: number | undefined) =>
  auditResources
    .filter((resource) => canAccess(role, resource === 'staff' ? 'editors' : auditAreaOf[resource]))
    .map((resource) => ({ id: resource, name: `app.audit.resources.${resource}` }));

function activityFilters(role: number | undefined) {
  return [
    <ListSearchInput key="q" hint="resources.users/activity.search" alwaysOn />,
    <DateRangeFilter key="dates" source="startDate" alwaysOn />,
    <StaffFilter key="actorId" source="actorId" alwaysOn />,
    <ChoiceFilter key="resource" source="resource" choices={resourceChoicesFor(role)} alwaysOn />,
    <ChoiceFilter key="action" source="action" choices={actionChoices} />,
    <NumberInput key="jobId" source="jobId" min={1} step={1} />,
  ];
}

/** The toolbar: more filters (the action), and the CSV export of every entry the filters match. */
function ActivityListActions() {
  return (
    <TopToolbar>
      <ListViewsButton />
      <FilterButton />
      <ExportCsvButton />
    </TopToolbar>
  );
}

/** The entries of the page: a table whose rows expand to the whole change, or on phones a simple list. */
function ActivityEntries() {
  const width = useListWidth();
  const translate = useTranslate();
  const actorName = useActorName();
  const recordName = useRecordName();
  const changedFields = useChangedFields();
  const recordPathOf = useRecordPathOf();
  const { data } = useListContext<AuditEntry>();
  const deleted = deletedRecords(data ?? []);

  if (width === 'phone') {
    return (
      <PhoneList<AuditEntry>
        primaryText={(entry) => `${translate(`app.audit.actions.${entry.action}`)} · ${recordName(entry)}`}
        secondaryText={(entry) =>
          [actorName(entry.actor, entry.actorToken), changedFields(entry), entry.jobId !== null && translate('resources.users/activity.bulk_job', { id: entry.jobId })]
            .filter(Boolean)
            .join(' · ')
        }
        tertiaryText={(entry) => formatRecent(entry.at)}
        rowClick={(entry) => recordPathOf(entry, deleted) ?? false}
      />
    );
  }
  return (
    <DataTable<AuditEntry>
      rowClick={false}
      bulkActionButtons={false}
      expand={<ActivityDetails />}
      isRowExpandable={hasDetails}
      sx={{ '& td': { whiteSpace: 'nowrap' } }}
    >
      <DataTable.Col source="at" disableSort>
        <DateTimeField source="at" />
      </DataTable.Col>
      <DataTable.Col source="actor" disableSort render={(entry) => <ActorCell entry={entry as AuditEntry} />} />
      <DataTable.Col source="action" disableSort render={(entry) => <ActionCell entry={entry as AuditEntry} />} />
      {/* The bulk job an entry belongs to under its record: a column of its own, empty on most rows, pushed the table past 1280px. */}
      <DataTable.Col
        source="record"
        disableSort
        render={(entry) => (
          <>
            <RecordCell entry={entry as AuditEntry} deleted={deleted} />
            <JobCell entry={entry as AuditEntry} />
          </>
        )}
      />
      <DataTable.Col source="changes" disableSort render={(entry) => <ChangesCell entry={entry as AuditEntry} />} />
    </DataTable>
  );
}

/**
 * The Activity page: every audit entry the reader may see, newest first, by period, staff member,
 * kind of record, action, words and bulk job; each with its record's link, its changes and the
 * job that made it (a link to the job's changes), and the CSV
 * export of what the filters match.
 */
export default function ActivityList() {
  const { permissions: role } = usePermissions<number>();
  return (
    <ConsoleList
      filters={activityFilters(role)}
      actions={<ActivityListActions />}
      empty={<ListEmpty icon={ManageHistoryIcon} />}
      exporter={false}
    >
      <ActivityEntries />
    </ConsoleList>
  );
}
