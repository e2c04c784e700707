/** The payout run's calls from the screen (server/routes/investments/payout-*.ts) and its file downloads. */
import type { PayoutFileFormat, PayoutLineRow, PayoutRunAnswer, PayoutRunTotals, PayoutSettleAnswer, WithReasonText } from '../../../../schemas/payout.ts';
import { apiUrl } from '../../../framework/http/http-client.ts';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from '../../../framework/http/xsrf.ts';

/** The API's shapes, declared once for the server and the browser (schemas/payout.ts). */
export type RunTotals = PayoutRunTotals;
export type PayoutLine = WithReasonText<PayoutLineRow>;
export type PayoutRun = PayoutRunAnswer;
export type SettleAnswer = PayoutSettleAnswer;

const EXTENSIONS: Record<PayoutFileFormat, string> = { 'spei-csv': 'csv', 'spei-fixed': 'txt', xlsx: 'xlsx' };

/** POST export and save the bytes it answers; returns the SHA-256 the server recorded. Refusals come back as the server's message. */
export async function downloadRunFile(runId: number, format: PayoutFileFormat, language: string): Promise<string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Accept-Language': language, 'X-Screen-Language': language };
  const token = readCookie(XSRF_COOKIE);
  if (token) headers[XSRF_HEADER] = token;
  const response = await fetch(apiUrl(`payout_runs/${runId}/export`), { method: 'POST', headers, body: JSON.stringify({ format }), credentials: 'include' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? String(response.status));
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `pagos-${runId}-${format}.${EXTENSIONS[format]}`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return response.headers.get('x-content-sha256') ?? '';
}
