/** What GET/PUT fiscal_identity and POST fiscal_identity/csd answer (server/routes/fiscal-identity.ts). */
export interface FiscalAnswer {
  identity: { rfc: string; name: string; regime: string; postal_code: string; version: number | null; stored: boolean };
  environment: { csd: boolean; rfc: boolean; name: boolean; regime: boolean; postal_code: boolean };
  certificates: { id: number; serial_number: string; rfc: string; valid_from: string; valid_to: string; in_use: boolean; days_left: number; not_yet_valid: boolean }[];
  sealing: { serial_number: string; demo: boolean; from_environment: boolean };
}

/** A chosen file's bytes as base64, as POST fiscal_identity/csd takes them. */
export async function fileAsBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
