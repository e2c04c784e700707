/** Above the invoices (/prestamos/facturas): the CSD's validity for Admin, then the details due for an invoice. */
import { CsdStatus } from './CsdStatus.tsx';
import { InvoiceCandidates } from './InvoiceCandidates.tsx';

export function InvoicesAside() {
  return (
    <>
      <CsdStatus />
      <InvoiceCandidates />
    </>
  );
}
