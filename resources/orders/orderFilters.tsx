import { SelectInput } from 'react-admin';
import { DateRangeFilter } from '../../src/components/dateRange/DateRangeFilter';
import { ListSearchInput } from '../../src/components/ListSearchInput';
import { orderStatusChoices, paymentStatusChoices, purchaseTypeChoices } from './orderChoices';

export const orderFilters = [
  <ListSearchInput key="q" hint="resources.orders.search" alwaysOn />,
  <DateRangeFilter key="dates" source="startDate" alwaysOn />,
  <SelectInput key="status" source="status" choices={orderStatusChoices} alwaysOn />,
  <SelectInput key="purchaseType" source="purchaseType" choices={purchaseTypeChoices} alwaysOn />,
  <SelectInput key="paymentStatus" source="paymentStatus" choices={paymentStatusChoices} />,
];
