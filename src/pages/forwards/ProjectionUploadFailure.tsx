/**
 * What a refused projection file leaves behind: every row error the server found, and the
 * truth about the projection in force. The server stores a file all or nothing, so nothing of a refused
 * file is kept; whether an earlier projection is still in force is asked of the server, not assumed.
 */
import { Alert, AlertTitle, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ProjectionFailure {
  /** "row 3" (or "file") -> its messages, as the 422 lists them. */
  errors: Record<string, string[]>;
  /** The projection still in force, or none. */
  inForce: { filename: string; rows: number } | null;
}

export function ProjectionUploadFailure({ failure }: { failure: ProjectionFailure }) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`caudal.forwards.projection.failure.${key}`, args);
  const lines = Object.entries(failure.errors).flatMap(([where, messages]) => messages.map((message) => ({ where, message })));
  return (
    <Alert severity="error" sx={{ mt: 2 }} data-testid="projection-failure">
      <AlertTitle>{t('title', { smart_count: lines.length })}</AlertTitle>
      <List dense disablePadding data-testid="projection-failure-rows">
        {lines.map(({ where, message }, index) => (
          <ListItem key={index} disableGutters sx={{ py: 0 }}>
            {where.startsWith('row ') ? t('row', { row: where.slice(4), message }) : message}
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="projection-failure-kept">
        {failure.inForce ? t('kept', { file: failure.inForce.filename, smart_count: failure.inForce.rows }) : t('none')}
      </Typography>
    </Alert>
  );
}
