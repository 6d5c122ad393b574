import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Currency } from '../../../contract/currencies';
import type { MrrMovementKind } from '../../../contract/subscriptionFigureRules';
import { formatDay, formatMoney, formatMoneyChange } from '../../../src/format';
import { TablePager } from '../TablePager';
import { ExportButton } from './ExportButton';
import { FigureTable } from './FigureTable';
import { useMovementCustomers } from './subscriptionQueries';

/** The customers behind one kind of movement over the period, newest first, a page at a time (listMrrMovementCustomers). */
export function MovementCustomersDialog({ kind, startDate, endDate, onClose }: { kind: MrrMovementKind; startDate: string; endDate: string; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const { data, error, isPending } = useMovementCustomers({ startDate, endDate, kind, page, size });
  const label = (key: string) => translate(`app.analytics.subscriptions.customers.${key}`);
  const title = translate('app.analytics.subscriptions.customers.title', { kind: translate(`app.analytics.subscriptions.movements.kinds.${kind}`) });
  const money = (amount: number, currency: string) => formatMoney(amount, currency as Currency);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <ExportButton query={{ view: 'movementCustomers', kind, startDate, endDate }} name={title} />
        </Box>
        {error ? (
          <Box role="alert" sx={{ color: 'error.main' }}>
            {error.message}
          </Box>
        ) : (
          <FigureTable
            label={title}
            isPending={isPending}
            empty={label('empty')}
            columns={[
              { label: label('customer') },
              { label: label('email') },
              { label: label('day') },
              { label: label('from'), numeric: true },
              { label: label('to'), numeric: true },
              { label: label('change'), numeric: true },
            ]}
            rows={(data?.content ?? []).map((row) => ({
              key: `${row.customerId}/${row.day}/${row.currency}`,
              header: <Link href={`#/users/customers/${row.customerId}/show`}>{row.name}</Link>,
              cells: [
                <Box key="email" component="span" sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
                  {row.email}
                </Box>,
                formatDay(row.day),
                money(row.from, row.currency),
                money(row.to, row.currency),
                formatMoneyChange(row.delta, row.currency as Currency),
              ],
            }))}
          />
        )}
        <TablePager count={data?.totalElements ?? 0} page={page} size={size} setPage={setPage} setSize={setSize} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{label('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
