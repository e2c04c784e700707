/** GET phone_code and phone_code/filter?q= (docs/decisions/006): country calling codes, Mexico first. Public. */
import { asc, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { phoneCode } from '../../../schemas/auth-tables.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function phoneCodeRoutes(app: FastifyInstance) {
  const options = { config: { public: true }, schema: { tags: ['auth'] } };
  const list = async (q?: string) => {
    const needle = q?.trim().slice(0, 60);
    const pattern = `%${escapeLike(needle ?? '')}%`;
    const where = needle ? or(ilike(phoneCode.country, pattern), ilike(phoneCode.iso, pattern), ilike(phoneCode.code, pattern)) : undefined;
    // Ids follow the seed's order: Mexico is 1, then the countries by their Spanish name.
    const result = await app.database.db.select().from(phoneCode).where(where).orderBy(asc(phoneCode.id));
    return { data: { result, total: result.length } };
  };
  app.get('/phone_code', options, async () => list());
  app.get('/phone_code/filter', options, async (request) => {
    const { q } = request.query as { q?: unknown };
    return list(typeof q === 'string' ? q : undefined);
  });
}
