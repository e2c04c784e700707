/**
 * A list's "Crear": a button in the toolbar, or on a narrow screen the round floating button at the
 * bottom right, as react-admin's CreateButton draws them. That one is a link to a create route and
 * brings MUI's Fab to every list's first screen; Caudal's lists create in a dialog (decision 157), so
 * this one only opens it (decision 188).
 */
import { ButtonBase, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Button, useTranslate } from 'react-admin';

/** react-admin's floating create button: MUI's large Fab, fixed above the bottom edge. */
const FLOATING = {
  position: 'fixed',
  right: 20,
  bottom: 60,
  zIndex: 1000,
  width: 56,
  height: 56,
  borderRadius: '50%',
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  boxShadow: 6,
  transition: 'background-color 250ms, box-shadow 250ms',
  '&:hover': { bgcolor: 'primary.dark' },
  '&:active': { boxShadow: 12 },
} as const;

export function CreateAction({ label, onCreate }: { label?: string; onCreate: () => void }) {
  const translate = useTranslate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const text = translate(label ?? 'ra.action.create', { _: label });
  return narrow ? (
    <ButtonBase className="RaCreateButton-floating" aria-label={text} onClick={onCreate} sx={FLOATING}>
      <AddIcon />
    </ButtonBase>
  ) : (
    <Button label={text} aria-label={text} onClick={onCreate}>
      <AddIcon />
    </Button>
  );
}
