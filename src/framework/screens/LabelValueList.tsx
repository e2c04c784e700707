/**
 * Labels beside their values, two columns that wrap long words: how a phone card shows what a table row
 * shows on a desktop (generated lists' PhoneCards, the calculator's months).
 */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export interface LabelledValue {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

export function LabelValueList({ items, strong = false }: { items: LabelledValue[]; strong?: boolean }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(90px, 40%) 1fr', columnGap: 1.5, rowGap: 0.5, m: 0, mt: 0.5 }}>
      {items.map(({ key, label, value }) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', fontWeight: strong ? 600 : undefined }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
