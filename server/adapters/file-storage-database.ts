/**
 * Uploaded files kept in PostgreSQL (FILE_STORAGE=database, the default with DATABASE_URL): every
 * server behind the load balancer reads what another stored, with no shared disk. The stored_file row
 * (names, type, owner) stays where it was; this table holds only the bytes under the same key.
 */
import { eq } from 'drizzle-orm';
import { storedFileContent } from '../../schemas/server-state.ts';
import type { Database } from '../db/client.ts';
import type { FileStorage } from './file-storage.ts';

export function databaseFileStorage(database: Database): FileStorage {
  return {
    async put(key, content, within) {
      // Inside the caller's transaction when there is one: the bytes and their row commit together.
      await (within ?? database.db).insert(storedFileContent).values({ key, size: content.length, content });
    },
    async get(key) {
      const [row] = await database.db.select({ content: storedFileContent.content }).from(storedFileContent).where(eq(storedFileContent.key, key)).limit(1);
      return row?.content;
    },
    async remove(key) {
      await database.db.delete(storedFileContent).where(eq(storedFileContent.key, key));
    },
  };
}
