/**
 * `npm run seed:book -- --scale N`: migrates (and seeds the demo when new) the database the server would
 * open, DATABASE_URL's PostgreSQL or PGlite under DATA_DIR (default ./data), then adds a firm's book of
 * N times 5,000 loans and 200 investors (bench/seed-book.ts). Each run adds another book.
 */
import { parseArgs } from 'node:util';
import { seedBook } from '../bench/seed-book.ts';
import { openDatabase } from '../server/db/client.ts';
import { prepareDatabase } from '../server/db/prepare.ts';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const scale = Number(values.scale);
if (!(scale > 0)) throw new Error(`expected --scale above 0, got: "${values.scale}"`);
const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR ?? './data' });
try {
  const started = performance.now();
  await prepareDatabase(database);
  const counts = await seedBook(database, scale, (line) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`));
  console.log(`book at scale ${scale} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(counts)}`);
} finally {
  await database.close();
}
