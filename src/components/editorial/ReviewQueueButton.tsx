import RateReviewIcon from '@mui/icons-material/RateReview';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { call } from '../../../dataProvider/client';

/** The review queue's count, read again every minute and after every step (EditorialPanel). */
export const reviewCountKey = ['editorial', 'queue', 'count'] as const;

/**
 * The top bar's way to the review queue (`/publishing/review`), its badge counting what waits for
 * the reader: the records in review for an admin, their drafts sent back for an editor.
 */
export function ReviewQueueButton() {
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: reviewCountKey,
    queryFn: ({ signal }) => call('countReviewQueue', {}, { signal }),
    refetchInterval: 60_000,
  });
  const waiting = data?.waiting ?? 0;
  const label = waiting > 0 ? translate('app.editorial.queue_waiting', { smart_count: waiting }) : translate('app.editorial.queue');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={Link} to="/publishing/review" aria-label={label}>
        <Badge badgeContent={waiting} color="secondary">
          <RateReviewIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
