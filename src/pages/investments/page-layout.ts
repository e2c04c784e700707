/**
 * The bespoke pages' outer box. A one-column grid of minmax(0, 1fr): a wide table scrolls inside its
 * card instead of pushing react-admin's layout wider than the window.
 */
export const PAGE_SX = { mt: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } as const;
