import RateReviewIcon from '@mui/icons-material/RateReview';
import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { canAccess } from '../../contract/access';
import type { ReviewItem } from '../../contract/editorial';
import { type EditorialResource, editorialAreaOf, editorialResources, mayTakeStep } from '../../contract/lifecycle';
import { call } from '../../dataProvider/client';
import { EditorialStateChip } from '../../src/components/editorial/EditorialStateChip';
import { useIsPhone } from '../../src/components/useIsPhone';
import { useRecordPath } from '../../src/definitions/recordPath';
import { formatDateTime, formatRecent } from '../../src/format';

const isResource = (value: string | null): value is EditorialResource => editorialResources.includes(value as EditorialResource);

/**
 * `/publishing/review`: the reader's review queue (docs/api.md "Editorial workflow"), oldest first:
 * for an admin what waits for their approval, for everyone their own submissions, with the reason
 * of those sent back. Each title opens the record, whose publication panel takes the step. The
 * kind shown is in the URL (`?resource=ui/banners`).
 */
export default function ReviewPage() {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  const { permissions: role } = usePermissions<number>();
  const [searchParams, setSearchParams] = useSearchParams();
  const shown = searchParams.get('resource');
  const resource = isResource(shown) ? shown : undefined;
  const kinds = editorialResources.filter((candidate) => canAccess(role, editorialAreaOf[candidate]));
  const approver = kinds.some((candidate) => mayTakeStep(role, editorialAreaOf[candidate], 'approve'));
  const queue = useQuery({
    queryKey: ['editorial', 'queue', resource ?? null],
    queryFn: ({ signal }) => call('listReviewQueue', { query: resource ? { resource } : {} }, { signal }),
  });

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title="app.review.title" />
      <Typography component="h1" variant="h5">
        {translate('app.review.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>{translate(approver ? 'app.review.intro_approver' : 'app.review.intro_author')}</Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={resource ?? ''}
        onChange={(_event, next: string | null) => next !== null && setSearchParams(next ? { resource: next } : {})}
        aria-label={translate('app.review.filter')}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        <ToggleButton value="">{translate('app.review.all')}</ToggleButton>
        {kinds.map((kind) => (
          <ToggleButton key={kind} value={kind}>
            {translate(`app.review.filters.${kind}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {queue.error ? (
        <Alert severity="error" action={<Button onClick={() => void queue.refetch()}>{translate('app.review.retry')}</Button>}>
          {translate('app.review.failed', { message: queue.error.message })}
        </Alert>
      ) : !queue.data ? (
        <Skeleton variant="rounded" height={160} />
      ) : queue.data.items.length === 0 ? (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <RateReviewIcon sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
          <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
            {translate(approver ? 'app.review.empty_approver' : 'app.review.empty_author')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{translate('app.review.empty_text')}</Typography>
        </Box>
      ) : (
        <>
          {isPhone ? <ReviewCards items={queue.data.items} /> : <ReviewTable items={queue.data.items} />}
          {queue.data.total > queue.data.items.length && (
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              {translate('app.review.more', { shown: queue.data.items.length, total: queue.data.total })}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}

/** The record's title, opening its edit page (a layout: its screen on the layout page). */
function RecordLink({ item }: { item: ReviewItem }) {
  const pathOf = useRecordPath();
  return (
    <Link component={RouterLink} to={pathOf(item.resource, item.recordId)} sx={{ fontWeight: 'medium' }}>
      {item.title}
    </Link>
  );
}

/** Where the record is: its state, when a scheduled one goes out, and why one was sent back. */
function StateOf({ item }: { item: ReviewItem }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <EditorialStateChip state={item.state} />
      {item.change && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('app.review.change')}
        </Typography>
      )}
      {item.publishAt && <Typography variant="body2">{translate('app.review.goes_out', { time: formatDateTime(item.publishAt) })}</Typography>}
    </Stack>
  );
}

function ReviewTable({ items }: { items: ReviewItem[] }) {
  const translate = useTranslate();
  const column = (key: string) => translate(`app.review.columns.${key}`);
  return (
    <TableContainer tabIndex={0} role="region" aria-label={translate('app.review.title')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {['title', 'kind', 'state', 'author', 'since', 'reason'].map((key) => (
              <TableCell key={key}>{column(key)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={`${item.resource}:${item.recordId}`}>
              <TableCell>
                <RecordLink item={item} />
              </TableCell>
              <TableCell>{translate(`app.review.kinds.${item.resource}`)}</TableCell>
              <TableCell>
                <StateOf item={item} />
              </TableCell>
              <TableCell>{item.author?.name ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={item.updatedAt} title={formatDateTime(item.updatedAt)}>
                  {formatRecent(item.updatedAt)}
                </time>
              </TableCell>
              <TableCell sx={{ maxWidth: 360 }}>{item.reason ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** On a phone, one card per record. */
function ReviewCards({ items }: { items: ReviewItem[] }) {
  const translate = useTranslate();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Box component="li" key={`${item.resource}:${item.recordId}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <RecordLink item={item} />
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {translate(`app.review.kinds.${item.resource}`)}
            {item.author && ` · ${item.author.name}`} · {formatRecent(item.updatedAt)}
          </Typography>
          <StateOf item={item} />
          {item.reason && (
            <Chip
              size="small"
              variant="outlined"
              color="warning"
              label={translate('app.punctuation.labelled', { label: translate('app.review.columns.reason'), value: item.reason })}
              sx={{ mt: 1, height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
            />
          )}
        </Box>
      ))}
    </Stack>
  );
}
