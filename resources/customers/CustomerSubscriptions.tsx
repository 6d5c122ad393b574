import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Loading, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import type { Customer } from '../../contract/customers';
import { call } from '../../dataProvider/client';
import { formatDate } from '../../src/format';

const day = (value: string | null) => (value ? formatDate(value) : '—');

/** The plans the customer holds or held: start, renewal (while active) or end, and the order that started each. */
export function CustomerSubscriptions() {
  const record = useRecordContext<Customer>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data, isPending, error } = useQuery({
    queryKey: ['users/customers', 'subscriptions', record?.id],
    queryFn: ({ signal }) => call('listCustomerSubscriptions', { params: { id: record!.id } }, { signal }),
    enabled: record !== undefined,
  });
  if (isPending) return <Loading />;
  if (error) return <Typography color="error">{error.message}</Typography>;
  if (data.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{translate('resources.users/customers.no_subscriptions')}</Typography>;
  const column = (name: string) => translate(`resources.users/customers.subscription.${name}`);
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('resources.users/customers.tabs.subscriptions')}>
        <TableHead>
          <TableRow>
            <TableCell>{column('name')}</TableCell>
            <TableCell>{column('state')}</TableCell>
            <TableCell>{column('startedAt')}</TableCell>
            <TableCell>{column('endsAt')}</TableCell>
            <TableCell>{column('order')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((held) => (
            <TableRow key={held.id}>
              <TableCell>{held.name}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={held.active ? 'success' : 'default'}
                  label={column(held.active ? 'active' : held.cancelledAt ? 'cancelled' : 'ended')}
                />
              </TableCell>
              <TableCell>{day(held.startedAt)}</TableCell>
              <TableCell>
                {day(held.cancelledAt ?? held.endsAt)}
                {held.active && held.endsAt && (
                  <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                    {column('renews')}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                {held.orderId ? (
                  <Link to={createPath({ resource: 'orders', id: held.orderId, type: 'show' })}>{column('open_order')}</Link>
                ) : (
                  column('store')
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
