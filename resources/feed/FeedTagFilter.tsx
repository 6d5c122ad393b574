import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useRecentTags } from './useRecentTags';

/** The list's tag filter: one tag, typed or picked from the recent tags. */
export function FeedTagFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const { field, id } = useInput<string | null>({ source });
  const [text, setText] = useState<string>(field.value ?? '');
  const { tags, pending, query } = useRecentTags(text);
  const nothingFound = query !== '' && !pending && tags.length === 0;

  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      id={id}
      value={field.value ?? null}
      onChange={(_event, next) => field.onChange(next ? next.trim().toLowerCase() : null)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      options={tags}
      loading={pending || nothingFound}
      loadingText={translate(pending ? 'ra.message.loading' : 'resources.feeds.tags.no_results')}
      renderInput={(params) => (
        <TextField {...params} label={translate('resources.feeds.fields.tag')} size="small" sx={{ minWidth: 200 }} />
      )}
    />
  );
}
