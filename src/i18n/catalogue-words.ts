/**
 * Catalogue rows a person reads as the screen's own words (a status "Activo", an instrument's help text):
 * the data stays as it is stored, and a screen in English shows the English beside it here, by the row's
 * entity, id and field. Only while the stored text is still the one written here: a row an administrator
 * renamed is their own text and is shown as they wrote it (docs/decisions/223).
 */
import { defineTexts, type Language, type Text } from './texts.ts';

export const catalogueWords = defineTexts({
  status: {
    1: { name: { es: 'Activo', en: 'Active' }, description: { es: 'Registro vigente', en: 'Record in force' } },
    2: { name: { es: 'Inactivo', en: 'Inactive' }, description: { es: 'Registro dado de baja', en: 'Record withdrawn' } },
    3: { name: { es: 'En proceso', en: 'In process' }, description: { es: 'Inversión o préstamo en curso', en: 'Investment or loan under way' } },
    4: { name: { es: 'Concluida', en: 'Concluded' }, description: { es: 'Inversión, préstamo o cobertura terminada', en: 'Investment, loan or hedge ended' } },
    5: { name: { es: 'Pendiente', en: 'Pending' }, description: { es: 'Pago programado, aún no pagado', en: 'Payment scheduled, not yet paid' } },
    6: { name: { es: 'Pagado', en: 'Paid' }, description: { es: 'Pago realizado', en: 'Payment made' } },
    7: { name: { es: 'Vencido', en: 'Overdue' }, description: { es: 'Fecha de pago pasada sin pago', en: 'Payment date passed without payment' } },
    8: { name: { es: 'Cobro generado', en: 'Charge generated' }, description: { es: 'Se generó el cargo por un detalle vencido', en: 'The charge for an overdue detail was generated' } },
    9: { name: { es: 'Facturado', en: 'Invoiced' }, description: { es: 'Detalle con CFDI generado', en: 'Detail with its CFDI generated' } },
    10: { name: { es: 'Cancelado', en: 'Cancelled' }, description: { es: 'Operación cancelada', en: 'Operation cancelled' } },
  },
  forward_instrument: {
    1: { description: { es: 'Diferencial al cliente c, en pesos por dólar: K = F + c al comprar USD, F - c al vender', en: 'Client spread c, in pesos per dollar: K = F + c when buying USD, F - c when selling' } },
    2: { name: { es: 'Tasa MXN', en: 'MXN rate' }, description: { es: 'Tasa anual en pesos (%), pata MXN del forward', en: 'Annual peso rate (%), the forward\'s MXN leg' } },
    3: { name: { es: 'Tasa USD', en: 'USD rate' }, description: { es: 'Tasa anual en dólares (%), pata USD del forward', en: 'Annual dollar rate (%), the forward\'s USD leg' } },
    4: { description: { es: 'Forward a fecha fija: se liquida desde su vencimiento', en: 'Fixed-date forward: settled from its maturity' } },
    5: { name: { es: 'Forward ventana USD/MXN', en: 'Window forward USD/MXN' }, description: { es: 'Forward con ventana: se puede liquidar antes del vencimiento', en: 'Window forward: may be settled before maturity' } },
  },
  role: {
    1: { description: { es: 'Sin permisos especiales', en: 'No special permissions' } },
    2: { description: { es: 'Acceso total, incluida la configuración del sistema', en: 'Full access, system settings included' } },
    3: { description: { es: 'Administración del negocio', en: 'Business administration' } },
    4: { description: { es: 'Operación de préstamos, inversiones y coberturas', en: 'Loans, investments and hedges operations' } },
    5: { name: { es: 'Inversionista', en: 'Investor' }, description: { es: 'Portal de inversionistas', en: 'Investor portal' } },
    6: { name: { es: 'Cliente', en: 'Client' }, description: { es: 'Clientes de préstamos y coberturas', en: 'Loan and hedge clients' } },
  },
  currency: {
    1: { name: { es: 'Peso mexicano', en: 'Mexican peso' }, description: { es: 'Inversiones en pesos', en: 'Investments in pesos' } },
    2: { name: { es: 'Dólar estadounidense', en: 'US dollar' }, description: { es: 'Inversiones en dólares', en: 'Investments in dollars' } },
  },
  document: {
    1: { name: { es: 'Identificación oficial (INE)', en: 'Official ID (INE)' }, description: { es: 'Credencial para votar vigente', en: 'Voter ID in force' } },
    2: { name: { es: 'Comprobante de domicilio', en: 'Proof of address' }, description: { es: 'No mayor a tres meses', en: 'No older than three months' } },
    3: { name: { es: 'Constancia de situación fiscal', en: 'Tax status certificate' }, description: { es: 'Emitida por el SAT', en: 'Issued by the SAT' } },
    4: { name: { es: 'Contrato de inversión', en: 'Investment contract' }, description: { es: 'Contrato firmado', en: 'Signed contract' } },
  },
});

type Words = Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, Text>>>>>>;

/**
 * The words a catalogue row's field is shown with in `language`: the other language's text while the
 * stored one is still the one above, else the stored text itself.
 */
export function catalogueWord(language: Language | string, entity: string, id: unknown, field: string, stored: unknown): string {
  const text = stored === null || stored === undefined ? '' : String(stored);
  const words = (catalogueWords as Words)[entity]?.[String(id)]?.[field];
  if (!words || (language !== 'en' && language !== 'es')) return text;
  return words.es === text || words.en === text ? words[language] : text;
}

/** Whether an entity has rows with words here (its references' labels go through catalogueWord). */
export function hasCatalogueWords(entity: string): boolean {
  return entity in catalogueWords;
}
