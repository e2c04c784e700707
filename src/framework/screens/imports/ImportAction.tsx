/** A list's "Importar": opens the import dialog, whose code loads when first opened (decision 157). */
import { useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { Entity } from '../../../../schemas/framework/define-entity.ts';
import { lazyComponent } from '../lazy-component.tsx';

const ImportDialog = lazyComponent(() => import('./ImportDialog.tsx').then((m) => m.ImportDialog));

export function ImportAction({ entity, title }: { entity: Entity; title: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('caudal.imports.button');
  return (
    <>
      <Button label={label} aria-label={label} onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      {open && <ImportDialog entity={entity} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}
