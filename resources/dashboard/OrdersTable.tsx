import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import type { DashboardOrder } from '../../contract/dashboard';
import { OrderStatusField } from '../orders/OrderStatusField';
import { formatAmount, formatRecent } from '../../src/format';
import { OrderNumberLink } from './OrderNumberLink';

const columns = ['number', 'customer', 'amount', 'status', 'placed_at'] as const;

/** Orders as a table: number (linked), customer, amount, status and when they were placed. */
export function OrdersTable({ orders }: { orders: DashboardOrder[] }) {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} align={column === 'amount' ? 'right' : 'left'}>
                {translate(`app.dashboard.recent_orders.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id}>
              <TableCell component="th" scope="row">
                <OrderNumberLink order={order} />
              </TableCell>
              <TableCell>{order.customerName}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatAmount(order)}
              </TableCell>
              <TableCell>
                <RecordContextProvider value={order}>
                  <OrderStatusField />
                </RecordContextProvider>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatRecent(order.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
