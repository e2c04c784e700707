/**
 * The shapes GET analytics and GET analytics/investors answer: declared once, read by the server's
 * queries (server/routes/analytics*.ts) and the dashboards (src/pages/investments). Types only.
 */
import type { BusinessDate } from '../framework/time.ts';
export interface CurrencyFigures {
  currency_code: string;
  currency_name: string;
  investments: number;
  operated_capital: string;
  generated_performance: string;
  retentions_made: string;
  paid_performance: string;
}

export interface InvestmentSummary {
  id: number;
  key: string;
  user_id: number;
  investor_name: string;
  currency_code: string;
  amount: string;
  emission: BusinessDate;
  expiration: BusinessDate;
  duration: string;
  /** The annual rate the stored schedule implies: interests / amount x 360 / days, in percent. */
  interest_rate: string;
  interests: string;
  retentions: string;
  total_to_pay: string;
  accumulated_interest: string;
  paid: string;
  payments: number;
  payments_paid: number;
  cfdis: number;
  contract: string | null;
}

export interface ChartPoint {
  currency_code: string;
  month: string;
  interest: string;
  accumulated_interest: string;
}

export interface Analytics {
  investor: { id: number; name: string; email: string } | null;
  status: 'active' | 'concluded';
  today: string;
  figures: CurrencyFigures[];
  investments: InvestmentSummary[];
  chart: ChartPoint[];
}

export interface InvestorRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  person_type: string | null;
  investments: number;
  active: number;
  totals: InvestorTotals[];
}

export interface InvestorTotals {
  currency_code: string;
  /** Amounts of the investments en proceso. */
  active_capital: string;
  /** Everything the firm has paid them, net of retentions. */
  paid: string;
}
