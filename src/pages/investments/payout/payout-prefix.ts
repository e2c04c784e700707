/** Where the payout run's texts live (src/i18n/messages/payout.ts), and the colour of each run status. */
export const PAYOUT_PREFIX = 'caudal.payout';

export const STATUS_COLORS = { prepared: 'warning', approved: 'info', rejected: 'default', exported: 'primary', settled: 'success' } as const;
