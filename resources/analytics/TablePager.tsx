import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIsPhone } from '../../src/components/useIsPhone';

/**
 * The pagination under an analytics table read a page at a time: 10, 25 or 50 rows, a new size back
 * at the first page. A phone has no room for the size beside the range and the arrows (react-admin's
 * lists offer none there either): they would be cut off.
 */
export function TablePager({ count, page, size, setPage, setSize }: { count: number; page: number; size: number; setPage: (page: number) => void; setSize: (size: number) => void }) {
  const translate = useTranslate();
  const isPhone = useIsPhone();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      onPageChange={(_, next) => setPage(next)}
      rowsPerPage={size}
      rowsPerPageOptions={isPhone ? [] : [10, 25, 50]}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count: total }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })}
      onRowsPerPageChange={(event) => {
        setSize(Number(event.target.value));
        setPage(0);
      }}
    />
  );
}
