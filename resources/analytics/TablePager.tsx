import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The pagination under an analytics table read a page at a time: 10, 25 or 50 rows, a new size back at the first page. */
export function TablePager({ count, page, size, setPage, setSize }: { count: number; page: number; size: number; setPage: (page: number) => void; setSize: (size: number) => void }) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      onPageChange={(_, next) => setPage(next)}
      rowsPerPage={size}
      rowsPerPageOptions={[10, 25, 50]}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count: total }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })}
      onRowsPerPageChange={(event) => {
        setSize(Number(event.target.value));
        setPage(0);
      }}
    />
  );
}
