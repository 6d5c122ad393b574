import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { maxLength, required, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import type { Contributor } from '../../contract/catalogue';
import { catalogueLimits } from '../../contract/catalogueRules';
import { roleChoices } from './ebookChoices';
import { GroupedArrayInput } from '../../src/components/GroupedArrayInput';

/** The contributors in the order they are credited, each with a role; the authors are those of role Author. */
export function ContributorsInput() {
  return (
    <>
      <AuthorsFollowContributors />
      <GroupedArrayInput source="contributors" helperText="resources.e-books.helpers.contributors" sx={{ gridColumn: '1 / -1' }}>
      <SimpleFormIterator inline disableClear>
        <TextInput source="name" validate={[required(), maxLength(120)]} />
        <SelectInput source="role" choices={roleChoices} defaultValue="author" validate={required()} />
      </SimpleFormIterator>
      </GroupedArrayInput>
    </>
  );
}

/**
 * Keeps the record's `authors` (the spec's field, sent with the form) the names of the
 * contributors of role Author: sent stale, they would replace the authors chosen here.
 */
function AuthorsFollowContributors() {
  const { setValue } = useFormContext();
  const contributors = useWatch({ name: 'contributors' }) as Partial<Contributor>[] | undefined;
  const names = (contributors ?? []).filter((entry) => entry?.role === 'author' && entry.name).map((entry) => entry.name!);
  const key = JSON.stringify(names);
  useEffect(() => setValue('authors', JSON.parse(key) as string[]), [key, setValue]);
  return null;
}

/** A new book's first contributor: its author, to be named. */
export const firstContributor = [{ name: '', role: 'author' }];
export const maxContributors = catalogueLimits.contributors;
