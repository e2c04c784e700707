/**
 * Imports survive their server (docs/decisions/240): at start and every minute each server takes up
 * jobs whose lease ran out (import-jobs.ts, takeStalledJobs) and applies the rest of them, as the person
 * who started them, with that person's role.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { user } from '../../schemas/user.ts';
import type { Actor } from '../crud/audit.ts';
import { runJob, takeStalledJobs, type ImportTarget } from './import-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each importable entity's repository and hooks, by name (registered with its routes). */
    importTargets: Map<string, ImportTarget>;
  }
}

const EVERY_MS = 60_000;

export async function resumeStalledImports(app: FastifyInstance): Promise<number> {
  const db = app.database.db;
  const jobs = await takeStalledJobs(db);
  for (const job of jobs) {
    const target = app.importTargets.get(job.entity);
    const [person] = job.created_by === null ? [] : await db.select({ role_id: user.table.role_id, language: user.table.language }).from(user.table).where(eq(user.table.id, job.created_by)).limit(1);
    if (!target || !person) continue;
    const actor: Actor = { userId: job.created_by, roleId: person.role_id, language: person.language === 'en' ? 'en' : 'es', ip: 'import-resume' };
    app.background.run(() => runJob(db, target, actor, job.id));
  }
  return jobs.length;
}

export function scheduleImportResume(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () => {
    resumeStalledImports(app).catch((error: unknown) => app.log.error({ err: error }, 'resuming imports failed'));
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
