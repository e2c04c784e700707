/**
 * A generated list's page around its rows: the title, the toolbar (the search box and shown filters on
 * the left, the actions on the right), the card holding the rows, and the pager. It is react-admin's
 * ListView, laid out the same way with the same class names (RaList-main, RaList-content), but it
 * imports no filter form and no TablePagination: ListView does, for every list's first screen
 * (decision 188). Inside a ListBase.
 */
import type { ReactNode } from 'react';
import { Box, Card } from '@mui/material';
import { Offline, Title, useListContext } from 'react-admin';

const FRAME = {
  display: 'flex',
  '& .RaList-main': { flex: '1 1 auto', display: 'flex', flexDirection: 'column' },
  '& .RaList-content': { position: 'relative', overflow: 'inherit', boxShadow: { xs: 'none', sm: undefined } },
} as const;

/** react-admin's list toolbar: side by side, wrapping on a tablet, actions above the filters on a phone. */
const TOOLBAR = {
  display: 'flex',
  position: 'relative',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  width: '100%',
  flexWrap: { xs: 'inherit', sm: 'wrap', md: 'nowrap' },
  flexDirection: { xs: 'column-reverse', sm: 'row' },
  bgcolor: { xs: 'background.paper', sm: 'transparent' },
} as const;

/** Where react-admin's filter form stood: the search box, then the filters the person added. */
const FILTERS = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  columnGap: 2,
  flex: { xs: '0 1 auto', md: '0 1 100%' },
  width: { xs: '100%', sm: 'auto' },
  minHeight: { sm: 64 },
  pb: 0.5,
  '& > form': { flex: '0 1 auto', minHeight: 0 },
} as const;

export function ListFrame({ title, filters, actions, pagination, error, children }: { title: string; filters: ReactNode; actions: ReactNode; pagination: ReactNode; error: ReactNode; children: ReactNode }) {
  const { defaultTitle, resource, error: loadError, isPaused, isPending, isPlaceholderData } = useListContext();
  // Offline before the first rows (or a new query's) arrived: react-admin's notice, as its ListView shows.
  const offline = isPaused && (isPending || isPlaceholderData);
  return (
    <Box className="list-page" sx={FRAME}>
      <Title title={title} defaultTitle={defaultTitle} preferenceKey={`${resource}.list.title`} />
      <div className="RaList-main">
        <Box className="RaList-actions" sx={TOOLBAR}>
          <Box sx={FILTERS}>{filters}</Box>
          <span />
          {actions}
        </Box>
        <Card className="RaList-content">{offline ? <Offline /> : loadError ? error : children}</Card>
        {pagination}
      </div>
    </Box>
  );
}
