import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Loading, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import type { Customer, CustomerBook } from '../../contract/customers';
import { call } from '../../dataProvider/client';
import { formatDate } from '../../src/format';

/** Where a bought book stands: readable, a pre-order waiting for its release, or taken back by a refund. */
const stateOf = (book: CustomerBook) => (book.revokedAt ? 'revoked' : book.available ? 'available' : 'preordered');
const stateColour = { available: 'success', preordered: 'info', revoked: 'default' } as const;

/** The books the customer bought: when, by which order, and from when each file is delivered (a pre-order's at release). */
export function CustomerBooks() {
  const record = useRecordContext<Customer>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data, isPending, error } = useQuery({
    queryKey: ['users/customers', 'books', record?.id],
    queryFn: ({ signal }) => call('listCustomerBooks', { params: { id: record!.id } }, { signal }),
    enabled: record !== undefined,
  });
  if (isPending) return <Loading />;
  if (error) return <Typography color="error">{error.message}</Typography>;
  if (data.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{translate('resources.users/customers.no_books')}</Typography>;
  const column = (name: string) => translate(`resources.users/customers.book.${name}`);
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('resources.users/customers.tabs.books')}>
        <TableHead>
          <TableRow>
            <TableCell>{column('title')}</TableCell>
            <TableCell>{column('state')}</TableCell>
            <TableCell>{column('grantedAt')}</TableCell>
            <TableCell>{column('availableFrom')}</TableCell>
            <TableCell>{column('order')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((book) => {
            const state = stateOf(book);
            return (
              <TableRow key={book.orderId}>
                <TableCell>
                  <Link to={createPath({ resource: 'e-books', id: book.ebookId, type: 'edit' })}>{book.title}</Link>
                </TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" color={stateColour[state]} label={column(state)} />
                </TableCell>
                <TableCell>{formatDate(book.grantedAt)}</TableCell>
                <TableCell>{formatDate(book.availableFrom)}</TableCell>
                <TableCell>
                  <Link to={createPath({ resource: 'orders', id: book.orderId, type: 'show' })}>{book.orderNumber}</Link>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
