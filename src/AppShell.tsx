/**
 * What a signed-in person sees while the app's code and the session check are on their way: the app
 * bar's colour and the firm's name over the page's background, drawn by the entry with plain elements
 * (no MUI: that is part of what is loading) and fixed over the whole window (the page's own styles are
 * not loaded yet either). On a slow phone network the first screen otherwise stayed
 * blank for seconds (first contentful paint). The app replaces it whole, so nothing shifts.
 */
import { storedLanguageChoice } from './auth/session-storage.ts';
import { BRAND_COLOURS } from './layout/brand-colours.ts';
import { codeLoadingMessages } from './i18n/messages/code-loading.ts';
import { inLanguage } from './i18n/texts.ts';

/** The product's name as the app bar shows it; a brand, the same in both languages. */
const PRODUCT_NAME = 'Caudal';

export function AppShell() {
  const label = inLanguage(codeLoadingMessages.caudal.codeLoading, storedLanguageChoice()).loading;
  return (
    <div role="status" aria-busy="true" aria-label={label} data-testid="app-shell" style={{ position: 'fixed', inset: 0, background: BRAND_COLOURS.background, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' }}>
      <div style={{ height: 48, background: BRAND_COLOURS.deep, color: '#fff', display: 'flex', alignItems: 'center', paddingLeft: 56, fontSize: 20, fontWeight: 700, letterSpacing: 0.5 }}>
        {PRODUCT_NAME}
      </div>
    </div>
  );
}
