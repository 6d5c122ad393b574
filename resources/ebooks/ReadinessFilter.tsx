import { SelectInput, type SelectInputProps } from 'react-admin';
import { readinessFilters } from '../../contract/readinessRules';

const choices = readinessFilters.map((filter) => ({ id: filter, name: `resources.e-books.readiness.filters.${filter}` }));

/** The list's readiness filter: ready, not ready, or the check that is open (docs/api.md "Release readiness"). */
export function ReadinessFilter(props: Partial<SelectInputProps>) {
  return <SelectInput source="readiness" label="resources.e-books.readiness.filter" choices={choices} {...props} />;
}
