import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './schemas/tables.ts',
  out: './server/db/migrations',
});
