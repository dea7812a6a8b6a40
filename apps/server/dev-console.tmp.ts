// Throwaway (not committed): the demo server with the settings calls wired and a platform admin to sign in as.
import { createHmac, randomUUID } from 'node:crypto';
import { createAdapters } from './src/adapters.ts';
import { buildApp } from './src/app.ts';
import { readEnv } from './src/config/env.ts';
import { openDatabase } from './src/db/database.ts';
import { migrateToLatest } from './src/db/migrate.ts';
import { seedDemoHospitals } from './src/demo/seed.ts';
import { hashPassword } from './src/modules/auth/auth.password.ts';
import { settingsRoutes } from './src/modules/settings/settings.routes.ts';
import { createUrlSigner } from './src/modules/uploads/signed-url.ts';
import { composePayments } from './src/purposes.ts';

const env = readEnv();
const db = await openDatabase({ kind: 'pglite', dataDir: env.DATA_DIR });
const adapters = createAdapters(env, db);
await migrateToLatest(db);
await seedDemoHospitals(db, adapters.his);
const phone = '13900000001';
const existing = await db.selectFrom('staff_account').select('staff_id').where('phone', '=', phone).executeTakeFirst();
if (!existing)
  await db
    .insertInto('staff_account')
    .values({
      staff_id: randomUUID(),
      hos_id: null,
      phone,
      name: 'Platform Admin',
      role: 'platformAdmin',
      password_hash: await hashPassword('Console#Dev2026'),
      totp_secret: null,
      totp_enrolled_at: null,
      totp_last_step: null,
      removed_at: null,
    })
    .execute();
const payments = composePayments(db, env, adapters);
const app = await buildApp({ db, env, adapters, payments });
settingsRoutes(app, {
  db,
  files: adapters.files,
  spoolDir: env.UPLOAD_SPOOL_DIR,
  signer: createUrlSigner(createHmac('sha256', env.SMS_CODE_SECRET!).update('x').digest()),
});
await app.listen({ port: env.PORT, host: '127.0.0.1' });
console.log('ready');
