import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import type { Subject } from '../../contract/catalogue';
import { call } from '../../dataProvider/client';

const label = (subject: Subject) => `${subject.code} · ${subject.heading}`;

/**
 * The book's Thema subjects: codes, found by typing a code's start or words of a heading (the
 * server searches the code list: `GET /api/ebooks/subjects`); the chosen ones show their headings.
 */
export function SubjectsInput() {
  const translate = useTranslate();
  const { field, fieldState, id, isRequired } = useInput<string[]>({ source: 'subjects', defaultValue: [] });
  const codes: string[] = field.value ?? [];
  const [text, setText] = useState('');
  const chosen = useQuery({
    queryKey: ['e-books', 'subjects', 'codes', codes.join(',')],
    queryFn: ({ signal }) => call('listEbookSubjects', { query: { codes: codes.join(',') } }, { signal }),
    enabled: codes.length > 0,
    placeholderData: keepPreviousData,
  });
  const found = useQuery({
    queryKey: ['e-books', 'subjects', 'search', text],
    queryFn: ({ signal }) => call('listEbookSubjects', { query: { q: text } }, { signal }),
    enabled: text.trim().length > 0,
    placeholderData: keepPreviousData,
  });
  const headings = new Map([...(chosen.data ?? []), ...(found.data ?? [])].map((subject) => [subject.code, subject.heading]));
  const value = codes.map((code) => ({ code, heading: headings.get(code) ?? '' }));
  const error = fieldState.error?.message;
  return (
    <Autocomplete
      multiple
      id={id}
      sx={{ gridColumn: '1 / -1' }}
      options={text.trim() ? (found.data ?? []) : []}
      value={value}
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, selected) => option.code === selected.code}
      getOptionLabel={(subject) => (subject.heading ? label(subject) : subject.code)}
      loading={found.isFetching}
      noOptionsText={translate(text.trim() ? 'ra.navigation.no_results' : 'resources.e-books.helpers.subjects')}
      onInputChange={(_event, next, reason) => reason !== 'reset' && setText(next)}
      onChange={(_event, next) => field.onChange(next.map((subject) => subject.code))}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={<FieldTitle source="subjects" resource="e-books" isRequired={isRequired} />}
          error={Boolean(error)}
          helperText={<InputHelperText helperText={error ?? 'resources.e-books.helpers.subjects'} />}
        />
      )}
    />
  );
}
