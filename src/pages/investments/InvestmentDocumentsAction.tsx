/** The investments list's "documentos" action: the documents modal for that one investment. */
import type { RaRecord } from 'ra-core';
import { DocumentsDialog } from './DocumentsDialog.tsx';

export function InvestmentDocumentsAction({ record, onClose }: { record: RaRecord; onClose: () => void }) {
  return <DocumentsDialog investments={[{ id: Number(record.id), key: String(record.key) }]} initialId={Number(record.id)} onClose={onClose} />;
}
