/** The payout run's calls from the screen (server/routes/investments/payout-*.ts) and its file downloads. */
import type { PayoutExport, PayoutFileFormat, PayoutLeftOut, PayoutLineStatus, PayoutRunStatus } from '../../../../schemas/payout.ts';
import { apiUrl } from '../../../framework/http/http-client.ts';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from '../../../framework/http/xsrf.ts';

export interface RunTotals {
  currency: string;
  lines: number;
  total: string;
  due: number;
  paid: number;
  failed: number;
  excluded: number;
  paid_total: string;
}

export interface PayoutLine {
  id: number;
  user_id: number;
  investment_key: string;
  investment_detail_id: number;
  period: number;
  date_payment: string;
  interests: string;
  retentions: string;
  total: string;
  currency: string;
  beneficiary: string;
  clabe: string;
  reference: number;
  status: PayoutLineStatus;
  tracking_key: string | null;
  paid_on: string | null;
  reason: string | null;
  reason_text: string | null;
  version: number;
}

export interface PayoutRun {
  id: number;
  status: PayoutRunStatus;
  version: number;
  window_from: string;
  window_to: string;
  prepared_by: number;
  prepared_by_name: string | null;
  approved_by: number | null;
  approved_by_name: string | null;
  reject_reason: string | null;
  left_out: (PayoutLeftOut & { reason_text: string | null })[];
  exports: PayoutExport[];
  totals: RunTotals[];
  lines?: PayoutLine[];
}

export interface SettleAnswer {
  paid: number;
  failed: number;
  unchanged: number;
  problems: string[];
  run: PayoutRun;
}

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
