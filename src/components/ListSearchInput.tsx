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
        htmlInput: { 'aria-label': text },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <SearchIcon color="disabled" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: { sm: 280 } }}
      {...props}
    />
  );
}
