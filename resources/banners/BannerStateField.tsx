import type { ChipProps } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Banner } from '../../contract/banners';
import { bannerState, type BannerState } from '../../contract/bannerRules';
import { StatusChip } from '../../src/components/StatusChip';

const colors: Record<BannerState, ChipProps['color']> = { active: 'success', scheduled: 'info', ended: 'default', disabled: 'default' };

/** Where the banner stands now, as a chip: Active now, Scheduled, Ended or Disabled. */
export function BannerStateField() {
  const record = useRecordContext<Banner>();
  if (!record) return null;
  return <StatusChip source="state" record={{ ...record, state: bannerState(record) }} labels="app.active_window." colors={colors} />;
}
