/**
 * The language a person reads the server's messages in: the screen's language the app sends with every
 * call (X-Screen-Language: the person may have two tabs or two browsers, and the answer goes to this
 * screen), else the signed-in user's stored language, else the browser's Accept-Language (the first of
 * es or en it prefers), else Spanish. Messages sent away from a request (SMS, notifications) use the
 * stored language, which follows the app's language switch.
 */
import type { FastifyRequest } from 'fastify';
import type { Language } from './localized.ts';

export function languageFromHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...options] = part.trim().split(';');
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => (entry.primary === 'es' || entry.primary === 'en') && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.primary as Language | undefined;
}

/** The header the app's HTTP client sends (src/framework/http/http-client.ts). */
export const SCREEN_LANGUAGE_HEADER = 'x-screen-language';

export function requestLanguage(request: FastifyRequest): Language {
  const screen = request.headers[SCREEN_LANGUAGE_HEADER];
  if (screen === 'es' || screen === 'en') return screen;
  const stored = request.session?.user.language;
  if (stored === 'es' || stored === 'en') return stored;
  const header = request.headers['accept-language'];
  return languageFromHeader(Array.isArray(header) ? header[0] : header) ?? 'es';
}
