/**
 * A box that scrolls its content sideways when the content is wider (a table of figures on a narrow
 * card): a person on a keyboard must reach it too, so it is a named region that takes the focus (axe
 * scrollable-region-focusable, serious, once the loans' figures outgrew their card at 1366 px). A table
 * with buttons of its own would be reachable anyway; one of plain figures is not.
 */
import type { ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

export function ScrollRegion({ label, children, sx }: { label: string; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} sx={[{ overflowX: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
