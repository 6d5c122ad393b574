import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { BulkParams } from '../../src/definitions/types';
import { useEbookCategories } from './useEbookCategories';

/** The new category of the e-books' `set-category` bulk action, chosen in its confirmation. */
export default function BulkCategoryInput({ onChange }: { onChange: (params: BulkParams | undefined) => void }) {
  const translate = useTranslate();
  const categories = useEbookCategories(undefined);
  const [categoryId, setCategoryId] = useState<number | ''>('');
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label={translate('app.bulk.confirm.category')}
      value={categoryId}
      onChange={(event) => {
        const chosen = Number(event.target.value);
        setCategoryId(chosen);
        onChange({ categoryId: chosen });
      }}
      helperText={translate('app.bulk.confirm.choose_category')}
    >
      {(categories.data ?? []).map((category) => (
        <MenuItem key={category.id} value={category.id}>
          {category.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
