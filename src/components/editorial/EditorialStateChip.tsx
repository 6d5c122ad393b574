import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LifecycleState } from '../../../contract/lifecycle';

const stateColors: Record<LifecycleState, ChipProps['color']> = {
  draft: 'default',
  in_review: 'info',
  scheduled: 'secondary',
  published: 'success',
  archived: 'default',
};

/** A record's place in the editorial lifecycle, as a small chip of its colour. */
export function EditorialStateChip({ state }: { state: LifecycleState }) {
  const translate = useTranslate();
  return <Chip size="small" color={stateColors[state]} label={translate(`app.editorial.states.${state}`)} />;
}
