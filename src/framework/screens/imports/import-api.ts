/** The import routes of one list (server/imports/import-routes.ts), as the dialog calls them. */
import type { Instant } from '../../format.ts';
import { apiData, apiDownload } from '../../http/http-client.ts';

export type ImportOutcome = 'create' | 'update' | 'unchanged' | 'refused';
export type ImportCounts = Record<ImportOutcome, number>;

export interface ImportJob {
  id: number;
  filename: string;
  status: 'previewed' | 'applying' | 'done' | 'failed';
  counts: ImportCounts;
  total: number;
  progress: number;
  writes: number;
  ignored_columns: string[];
  created_at: Instant;
}

export interface ImportRow {
  row: number;
  key: string | null;
  outcome: ImportOutcome;
  changes?: Record<string, { from: unknown; to: unknown; from_label?: string; to_label?: string }>;
  reason?: string;
  pending_change?: number;
}

export const OUTCOMES: readonly ImportOutcome[] = ['create', 'update', 'unchanged', 'refused'];

export function importApi(apiPath: string) {
  const base = `/${apiPath}/import`;
  return {
    latest: () => apiData<ImportJob | null>(`${base}/jobs/latest`, { silent: true }),
    job: (id: number) => apiData<ImportJob>(`${base}/jobs/${id}`),
    upload: (file: File) => {
      const formData = new FormData();
      formData.append('file', file);
      return apiData<ImportJob>(`${base}/file`, { method: 'POST', formData });
    },
    rows: (id: number, outcome: ImportOutcome, page: number) => apiData<{ result: ImportRow[]; total: number }>(`${base}/jobs/${id}/rows`, { query: { outcome, page, take: 50 } }),
    apply: (id: number) => apiData<ImportJob>(`${base}/jobs/${id}/apply`, { method: 'POST' }),
    refused: (id: number, format: 'csv' | 'xlsx') => apiDownload(`${base}/jobs/${id}/refused`, { query: { format } }),
  };
}
