import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { Box } from '@mui/material';
import { CreateButton, DataTable } from 'react-admin';
import { ConsoleList } from '../../src/components/lists/ConsoleList';
import { PhoneList } from '../../src/components/lists/PhoneList';
import type { Subscription } from '../../contract/subscriptions';
import { DayField } from '../../src/components/DateFields';
import { EnabledFlagField } from '../../src/components/EnabledFlag';
import { ListActions } from '../../src/components/ListActions';
import { ListEmpty } from '../../src/components/ListEmpty';
import { MoneyField } from '../../src/components/MoneyField';
import { TruncatedField } from '../../src/components/TruncatedField';
import { BillingPeriodField } from './BillingPeriodField';
import { ContentTypesField } from './ContentTypesField';
import { subscriptionFilters } from './subscriptionFilters';
import { SubscriptionSummary } from './SubscriptionSummary';
import { useBulkActions } from '../../src/components/bulk/BulkToolbar';
import { useIsPhone } from '../../src/components/useIsPhone';
import { wrappingHeader } from '../../src/components/lists/wrappingHeader';
import { consoleLocale } from '../../src/format/locale';

export default function SubscriptionList() {
  const bulk = useBulkActions();
  const narrow = useIsPhone();
  return (
    <ConsoleList
      filters={subscriptionFilters}
      actions={<ListActions sortFields={['createdAt', 'name', 'price']} />}
      empty={<ListEmpty icon={CardMembershipIcon} action={<CreateButton variant="contained" />} />}
      exporter={false}
    >
      {narrow ? (
        <PhoneList<Subscription>
          primaryText={(record) => record.name}
          secondaryText={<SubscriptionSummary />}
          tertiaryText={
            <Box component="span" sx={{ ml: 1 }}>
              <EnabledFlagField source="status" />
            </Box>
          }
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" {...bulk}>
          <DataTable.Col source="name">
            <TruncatedField source="name" maxWidth={{ xs: 200, xl: 260 }} />
          </DataTable.Col>
          <DataTable.Col source="billingPeriod" field={BillingPeriodField} disableSort sx={wrappingHeader} />
          <DataTable.Col source="price" field={MoneyField} align="right" />
          <DataTable.Col source="contentTypes" field={ContentTypesField} disableSort sx={wrappingHeader} />
          <DataTable.NumberCol locales={consoleLocale()} source="trialDays" disableSort sx={wrappingHeader} />
          <DataTable.NumberCol locales={consoleLocale()} source="activeSubscribers" disableSort sx={wrappingHeader} />
          <DataTable.Col source="status" field={EnabledFlagField} disableSort />
          <DataTable.Col source="createdAt" field={DayField} />
        </DataTable>
      )}
    </ConsoleList>
  );
}
