import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; server/db/migrate.ts applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema',
  out: './server/db/migrations',
  ...(process.env.DATABASE_URL ? { dbCredentials: { url: process.env.DATABASE_URL } } : {}),
});
