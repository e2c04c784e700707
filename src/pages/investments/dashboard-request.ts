/**
 * The dashboard's one data request, named in a module of its own: the page sends it, and the entry
 * sends it early (src/landing-code.ts) when a signed-in investor lands here, so both must be the same.
 */
import type { Query } from '../../framework/http/http-client.ts';

export const ANALYTICS_PATH = 'analytics';

export function analyticsQuery(status: 'active' | 'concluded', userId: number | undefined): Query {
  return { status, user_id: userId };
}
