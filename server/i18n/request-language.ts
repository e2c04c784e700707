/**
 * The language a person reads the server's messages in: the signed-in user's stored language, else
 * the browser's Accept-Language (the first of es or en it prefers), else Spanish.
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

export function requestLanguage(request: FastifyRequest): Language {
  const stored = request.session?.user.language;
  if (stored === 'es' || stored === 'en') return stored;
  const header = request.headers['accept-language'];
  return languageFromHeader(Array.isArray(header) ? header[0] : header) ?? 'es';
}
