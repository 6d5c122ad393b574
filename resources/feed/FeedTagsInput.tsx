import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';
import { isFeedTag } from '../../contract/feedRules';
import { useRecentTags } from './useRecentTags';

const maxTags = 10;

/** Tags as the server keeps them: trimmed, lower case, each once, at most 10. */
const normalized = (tags: string[]) =>
  [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))].slice(0, maxTags);

/** The contract's rule for each tag, checked before saving (the server checks it too). */
const validTags = (tags: string[] | undefined) => {
  const invalid = (tags ?? []).find((tag) => !isFeedTag(tag));
  return invalid === undefined ? undefined : { message: 'resources.feeds.tags.invalid', args: { tag: invalid } };
};

/**
 * The entry's tags as chips: typing suggests recent tags (useRecentTags); Enter adds the
 * highlighted suggestion, or the text as a new tag. MUI hides "no options" in free-solo mode,
 * so "No results found" is shown through the popup's loading slot.
 */
export function FeedTagsInput() {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput<string[]>({ source: 'tags', defaultValue: [], validate: validTags });
  const [text, setText] = useState('');
  const { tags, pending, query } = useRecentTags(text);
  const value: string[] = field.value ?? [];
  const nothingFound = query !== '' && !pending && tags.length === 0;
  const error = fieldState.error?.message;

  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      id={id}
      value={value}
      onChange={(_event, next) => field.onChange(normalized(next))}
      onBlur={field.onBlur}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      options={tags}
      filterOptions={(options) => options.filter((option) => !value.includes(option))}
      filterSelectedOptions
      loading={pending || nothingFound}
      loadingText={translate(pending ? 'ra.message.loading' : 'resources.feeds.tags.no_results')}
      getOptionDisabled={() => value.length >= maxTags}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={translate('resources.feeds.fields.tags')}
          error={Boolean(error)}
          helperText={<InputHelperText error={error} helperText={translate('resources.feeds.tags.help', { max: maxTags })} />}
        />
      )}
      sx={{ width: '100%', maxWidth: 800, mb: 1 }}
    />
  );
}
