/**
 * The firm's settings shared by the browser and the server (docs/decisions/241): their names and the
 * module whose update flag changes them (Admin's customers screen, which no other role has by default).
 */
export const ERP_HAND_EDITS = 'erp_hand_edits';
export const FIRM_SETTINGS_MODULE = '/administrador/listas/clientes';

export interface FirmSettings {
  /** Whether the ERP's records (customers, companies, agents) may be created and edited by hand. */
  erp_hand_edits: boolean;
}
