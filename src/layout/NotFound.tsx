/** The 404 page: unknown paths, and paths the user may not open. */
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export function NotFound() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }} data-testid="not-found">
      <Typography variant="h2" color="primary" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography variant="h5" sx={{ mt: 1 }}>
        {translate('caudal.notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {translate('caudal.notFound.text')}
      </Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('caudal.notFound.home')}
      </Button>
    </Box>
  );
}
