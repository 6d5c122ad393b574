import { Chip, type ChipProps } from '@mui/material';
import { type FieldProps, useFieldValue, useTranslate } from 'react-admin';

export interface StatusChipProps extends FieldProps {
  /** i18n key prefix of the labels: the value is appended (`app.order_statuses.` + 2). */
  labels: string;
  /** The chip's colour for each value; default grey. */
  colors: Partial<Record<string | number, ChipProps['color']>>;
  /** The label may wrap between words, where a column is short of room ("Partiellement remboursée"). */
  wrap?: boolean;
}

/** A status (an enumeration number or code) as a small coloured chip with its spec label. */
export function StatusChip({ labels, colors, wrap = false, ...props }: StatusChipProps) {
  const translate = useTranslate();
  const value = useFieldValue(props) as string | number | null | undefined;
  if (value == null) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[value] ?? 'default'}
      label={translate(`${labels}${value}`)}
      // Inside a column (react-admin's Labeled) the chip keeps its own width.
      sx={{ width: 'fit-content', ...(wrap && { height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal' } }) }}
    />
  );
}
