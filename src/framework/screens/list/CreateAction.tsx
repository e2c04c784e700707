/**
 * A list's "Crear": a button in the list's toolbar, at every width. Caudal's lists create in a dialog
 * (decision 157), so it only opens it (decision 188). On a phone react-admin drew a round button fixed
 * over the bottom right corner; whatever the layout reserved, it covered what a first screen showed there
 * (the payment calendar's last days at 390 px): on a phone it is the toolbar's icon button
 * (react-admin's Button under 600 px, named and with its tooltip), beside Filtrar and Exportar
 * (docs/decisions/227).
 */
import AddIcon from '@mui/icons-material/Add';
import { Button, useTranslate } from 'react-admin';

export function CreateAction({ label, onCreate }: { label?: string; onCreate: () => void }) {
  const translate = useTranslate();
  const text = translate(label ?? 'ra.action.create', { _: label });
  return (
    <Button label={text} aria-label={text} onClick={onCreate}>
      <AddIcon />
    </Button>
  );
}
