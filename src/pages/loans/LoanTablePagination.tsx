/** Paging under the loan pages' tables, in react-admin's words (es and en) like the generated lists. */
import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  count: number;
  page: number;
  perPage: number;
  options?: number[];
  onChange: (page: number, perPage: number) => void;
}

export function LoanTablePagination({ count, page, perPage, options = [10, 25, 50, 100], onChange }: Props) {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={options}
      onPageChange={(_event, next) => onChange(next, perPage)}
      onRowsPerPageChange={(event) => onChange(0, Number(event.target.value))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count: total }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })}
    />
  );
}
