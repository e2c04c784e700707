/**
 * One spelling per resource. The router decodes percent-escapes and tolerates empty or dotted segments,
 * so `/%61pi/x`, `/api//x`, `/api/./x`, `/api/x/` or `/api/x;p` can reach a route that the text of the
 * URL does not name. Such paths are refused before any handler (docs/security.md): the only spelling
 * that reaches one is the plain one.
 */

/** Letters, digits and the few marks route paths use; nothing escaped, nothing the router would reinterpret. */
const SEGMENT = /^[A-Za-z0-9_.~-]+$/;

/** The path of a request target, without its query string. */
export function pathOf(target: string): string {
  const query = target.indexOf('?');
  return query < 0 ? target : target.slice(0, query);
}

export function isCanonicalPath(target: string): boolean {
  const path = pathOf(target);
  if (path === '/') return true;
  if (!path.startsWith('/') || path.endsWith('/')) return false;
  return path
    .slice(1)
    .split('/')
    .every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..');
}
