/**
 * The checks Facturapi's published API (shared/facturapi/openapi_v2.yaml) states for POST /v2/invoices,
 * applied by the stand-in before it stamps anything: InvoiceIngresoInput requires customer, items,
 * payment_form and use; CustomerCreateInput legal_name, tax_id, tax_system and address.zip;
 * ProductProperties description, product_key, unit_key and price; InvoicePagoInput type, customer and
 * complements, each "pago" payment a payment_form and related_documents with uuid, amount, taxes,
 * installment and last_balance. Each problem is an ErrorDetail (message, code, path, source).
 */

export interface ErrorDetail {
  message: string;
  code: string;
  path: string;
  location: 'body';
  source: 'facturapi';
}

const detail = (path: string, code: 'required' | 'invalid_type', message?: string): ErrorDetail => ({
  message: message ?? (code === 'required' ? `"${path}" es requerido` : `"${path}" no es válido`),
  code,
  path,
  location: 'body',
  source: 'facturapi',
});

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

function requireFields(value: any, fields: string[], prefix: string, into: ErrorDetail[]) {
  for (const field of fields) if (!present(value?.[field])) into.push(detail(`${prefix}${field}`, 'required'));
}

function checkCustomer(customer: any, into: ErrorDetail[]) {
  if (typeof customer === 'string') return; // an id of a customer registered before
  if (typeof customer !== 'object' || customer === null) return void into.push(detail('customer', 'required'));
  requireFields(customer, ['legal_name', 'tax_id', 'tax_system'], 'customer.', into);
  if (!present(customer.address?.zip)) into.push(detail('customer.address.zip', 'required'));
}

function checkItems(items: any, into: ErrorDetail[]) {
  if (!Array.isArray(items) || items.length === 0) return void into.push(detail('items', 'required'));
  if (items.length > 5000) into.push(detail('items', 'invalid_type', '"items" admite como máximo 5000 conceptos'));
  items.forEach((item: any, i: number) => {
    if (typeof item?.product === 'string') return;
    requireFields(item?.product, ['description', 'product_key', 'unit_key', 'price'], `items[${i}].product.`, into);
    if (present(item?.product?.price) && typeof item.product.price !== 'number') into.push(detail(`items[${i}].product.price`, 'invalid_type'));
  });
}

function checkPago(complements: any, into: ErrorDetail[]) {
  const pago = Array.isArray(complements) ? complements.find((c: any) => c?.type === 'pago') : undefined;
  if (!pago) return void into.push(detail('complements', 'required'));
  const payments = Array.isArray(pago.data) ? pago.data : [pago.data];
  payments.forEach((payment: any, i: number) => {
    requireFields(payment, ['payment_form'], `complements[0].data[${i}].`, into);
    // "No se permiten fechas futuras" (PaymentInput.date).
    if (present(payment?.date) && !(new Date(payment.date).getTime() <= Date.now())) into.push(detail(`complements[0].data[${i}].date`, 'invalid_type', `"date" no puede ser una fecha futura: ${payment.date}`));
    const related = payment?.related_documents;
    if (!Array.isArray(related) || related.length === 0) return void into.push(detail(`complements[0].data[${i}].related_documents`, 'required'));
    related.forEach((doc: any, j: number) => requireFields(doc, ['uuid', 'amount', 'taxes', 'installment', 'last_balance'], `complements[0].data[${i}].related_documents[${j}].`, into));
  });
}

/** Everything wrong with a create request, or [] when Facturapi would accept it. */
export function invoiceCreateProblems(body: any): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  if (typeof body !== 'object' || body === null) return [detail('body', 'required')];
  const type = body.type ?? 'I';
  if (!['I', 'E', 'P', 'N', 'T'].includes(type)) problems.push(detail('type', 'invalid_type'));
  if (type === 'P') {
    checkCustomer(body.customer, problems);
    checkPago(body.complements, problems);
    return problems;
  }
  checkCustomer(body.customer, problems);
  checkItems(body.items, problems);
  if (type === 'I') requireFields(body, ['payment_form', 'use'], '', problems);
  if (present(body.payment_form) && !/^\d{2}$/.test(String(body.payment_form))) problems.push(detail('payment_form', 'invalid_type'));
  if (present(body.payment_method) && !['PUE', 'PPD'].includes(body.payment_method)) problems.push(detail('payment_method', 'invalid_type'));
  if (present(body.external_id) && String(body.external_id).length > 100) problems.push(detail('external_id', 'invalid_type'));
  return problems;
}
