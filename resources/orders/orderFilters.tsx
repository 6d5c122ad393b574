import { ChoiceFilter } from '../../src/components/ChoiceFilter';
import { DateRangeFilter } from '../../src/components/dateRange/DateRangeFilter';
import { ListSearchInput } from '../../src/components/ListSearchInput';
import { orderStatusChoices, paymentStatusChoices, purchaseTypeChoices } from './orderChoices';

export const orderFilters = [
  <ListSearchInput key="q" hint="resources.orders.search" alwaysOn />,
  <DateRangeFilter key="dates" source="startDate" alwaysOn />,
  <ChoiceFilter key="status" source="status" choices={orderStatusChoices} alwaysOn />,
  <ChoiceFilter key="purchaseType" source="purchaseType" choices={purchaseTypeChoices} alwaysOn />,
  <ChoiceFilter key="paymentStatus" source="paymentStatus" choices={paymentStatusChoices} />,
];
