/** Which of a loan detail's CFDI locations an uploaded file fills. */

/** The location a CFDI file fills: its extension decides (both fields accept either, spec section 5). */
export function cfdiField(filename: string): 'cfdi_pdf_location' | 'cfdi_xml_location' | null {
  const lower = filename.toLowerCase();
  if (lower.endsWith('.pdf')) return 'cfdi_pdf_location';
  if (lower.endsWith('.xml')) return 'cfdi_xml_location';
  return null;
}
