import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { InputHelperText, required, useInput, useTranslate } from 'react-admin';
import type { DeepLinkTargetOption } from '../../../contract/deepLinks';
import { useDeepLinkTarget, useDeepLinkTargetSearch } from './deepLinkTargets';

interface DeepLinkRecordInputProps {
  source: string;
  /** The target kind chosen (1..5): which records are offered. */
  kind: number;
}

const chooseOne = required('app.deep_link.value');

/**
 * The record a link opens, found by typing its title or id; the form holds its id as text. The
 * chosen record's title is fetched by id, so an existing link reads as a title, not a number.
 */
export function DeepLinkRecordInput({ source, kind }: DeepLinkRecordInputProps) {
  const translate = useTranslate();
  const { field, fieldState, id, isRequired } = useInput<string | null>({ source, validate: chooseOne });
  const [text, setText] = useState('');
  const chosen = useDeepLinkTarget(kind, field.value);
  const { options, pending, searching } = useDeepLinkTargetSearch(kind, text);
  const value: DeepLinkTargetOption | null = field.value && chosen.data ? chosen.data : null;
  const error = fieldState.error?.message;

  return (
    <Autocomplete<DeepLinkTargetOption>
      id={id}
      value={value}
      onChange={(_event, option) => field.onChange(option ? String(option.id) : null)}
      onBlur={field.onBlur}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      options={value && !options.some((option) => option.id === value.id) ? [value, ...options] : options}
      // The server has searched already.
      filterOptions={(all) => all}
      getOptionLabel={(option) => `${option.title} (#${option.id})`}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      loading={pending}
      loadingText={translate('ra.message.loading')}
      noOptionsText={translate(searching ? 'app.deep_link.no_results' : 'app.deep_link.search')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          required={isRequired}
          label={translate('app.deep_link.value')}
          error={Boolean(error)}
          helperText={<InputHelperText error={error} helperText={translate('app.deep_link.search')} />}
        />
      )}
      sx={{ width: '100%', maxWidth: 600, mb: 1 }}
    />
  );
}
