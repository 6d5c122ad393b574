import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment } from '@mui/material';
import { TextInput, type TextInputProps, useTranslate } from 'react-admin';

/**
 * The free-text search of a list (`q`): react-admin's SearchInput, but with a hint that says
 * what is searched, which is also the input's accessible name.
 */
export function ListSearchInput({ hint, ...props }: Omit<TextInputProps, 'source'> & { hint: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const text = translate(hint);
  return (
    <TextInput
      source="q"
      label={false}
      hiddenLabel
      resettable
      placeholder={text}
      slotProps={{
        // As wide as its hint, so that the hint is never cut. Marked for the `/` shortcut (src/shell/palette/keys.ts).
        htmlInput: { 'aria-label': text, size: Math.max(text.length, 16), 'data-list-search': '' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <SearchIcon color="disabled" />
            </InputAdornment>
          ),
        },
      }}
      {...props}
    />
  );
}
