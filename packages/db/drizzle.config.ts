import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this file: it diffs src/schema*.ts against the committed
// snapshots and writes the next SQL migration into ./migrations. It never connects anywhere.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/schema.ts',
    './src/schema-orders.ts',
    './src/schema-artwork.ts',
    './src/schema-staff.ts',
  ],
  out: './migrations',
});
