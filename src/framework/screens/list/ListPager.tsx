/**
 * A list's paging: "Filas por página", the range ("1-25 de 40") and the page buttons, as react-admin's
 * Pagination draws them, built from the buttons and the menu the app already loads. react-admin's own
 * brings MUI's TablePagination, Select and input stack to every list's first screen (about 15 kB
 * gzipped of the admin's 46 over budget, decision 188). On a narrow screen it keeps only the
 * range and the previous and next arrows, as react-admin's did.
 */
import { useId, useRef, useState } from 'react';
import { Box, Button, IconButton, Menu, MenuItem, Typography, useMediaQuery, type Theme } from '@mui/material';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { useListPaginationContext, useTranslate } from 'react-admin';
import { pageItems } from './page-items.ts';

/** Centred on a narrow screen, under the thumb whichever hand holds the phone. */
const BAR = { display: 'flex', alignItems: 'center', justifyContent: { xs: 'center', md: 'flex-end' }, flexWrap: 'wrap', columnGap: 2, minHeight: 52, px: 2 } as const;

function RowsPerPage({ options }: { options: number[] }) {
  const translate = useTranslate();
  const { perPage, setPerPage } = useListPaginationContext();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Unique per pager: a page may show two lists (a screen's list beside a dialog's).
  const labelId = useId();
  return (
    <>
      <Typography variant="body2" id={labelId}>
        {translate('ra.navigation.page_rows_per_page')}
      </Typography>
      <Button
        ref={anchor}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={labelId}
        color="inherit"
        size="small"
        endIcon={<ArrowDropDown />}
        onClick={() => setOpen(true)}
        sx={{ minWidth: 0, textTransform: 'none', fontWeight: 400, '& .MuiButton-endIcon': { ml: 0 } }}
      >
        {perPage}
      </Button>
      <Menu anchorEl={anchor.current} open={open} onClose={() => setOpen(false)} slotProps={{ list: { role: 'listbox', 'aria-labelledby': labelId } }}>
        {options.map((size) => (
          <MenuItem
            key={size}
            role="option"
            selected={size === perPage}
            aria-selected={size === perPage}
            onClick={() => {
              setOpen(false);
              if (size !== perPage) setPerPage(size);
            }}
          >
            {size}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function ListPager({ rowsPerPageOptions }: { rowsPerPageOptions: number[] }) {
  const translate = useTranslate();
  const { isPending, hasNextPage, page, perPage, total, setPage } = useListPaginationContext();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (isPending) return <Box sx={{ minHeight: 48 }} />;
  const pages = total != null ? Math.ceil(total / perPage) : undefined;
  // Nothing to page, or a page past the end (react-admin's list controller takes the person back).
  if (total === 0 || page < 1 || (pages != null && page > pages)) return null;

  const from = (page - 1) * perPage + 1;
  const to = total != null ? Math.min(page * perPage, total) : page * perPage;
  const range =
    total == null && hasNextPage
      ? translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to })
      : translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: total ?? to });
  const lastPage = pages ?? (hasNextPage ? page + 1 : page);
  const previous = (
    <IconButton size="small" aria-label={translate('ra.navigation.previous')} disabled={page <= 1} onClick={() => setPage(page - 1)}>
      <NavigateBefore fontSize="small" />
    </IconButton>
  );
  const next = (
    <IconButton size="small" aria-label={translate('ra.navigation.next')} disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
      <NavigateNext fontSize="small" />
    </IconButton>
  );

  return (
    <Box sx={BAR} data-testid="list-pager">
      {!narrow && rowsPerPageOptions.length > 1 && <RowsPerPage options={rowsPerPageOptions} />}
      <Typography variant="body2" data-testid="list-range">
        {range}
      </Typography>
      {lastPage > 1 && (
        <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
          <li>{previous}</li>
          {!narrow &&
            pages != null &&
            pageItems(page, pages).map((item) => (
              <li key={item}>
                {typeof item === 'number' ? (
                  <Button
                    size="small"
                    color="inherit"
                    aria-current={item === page ? 'page' : undefined}
                    aria-label={translate(item === page ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: item })}
                    onClick={() => item !== page && setPage(item)}
                    sx={{ minWidth: 32, height: 32, px: 0.75, borderRadius: 4, fontWeight: 400, bgcolor: item === page ? 'action.selected' : undefined }}
                  >
                    {item}
                  </Button>
                ) : (
                  <Typography component="span" variant="body2" sx={{ px: 1 }} aria-hidden>
                    …
                  </Typography>
                )}
              </li>
            ))}
          <li>{next}</li>
        </Box>
      )}
    </Box>
  );
}
