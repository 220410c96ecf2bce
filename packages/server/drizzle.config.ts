import { defineConfig } from 'drizzle-kit';

// Run from the repository root: `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/server/src/db/schema.ts',
  out: './packages/server/migrations',
});
