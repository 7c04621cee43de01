import pg from 'pg';

export default async function globalTeardown(): Promise<void> {
  const url = process.env.HK_TEST_DATABASE_URL;
  const adminUrl = process.env.HK_TEST_ADMIN_DATABASE_URL;
  if (!url || !adminUrl || process.env.KEEP_TEST_DATABASE) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
  await admin.end();
}
