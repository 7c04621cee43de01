import pg from 'pg';

export default async function globalTeardown(): Promise<void> {
  const urls = process.env.HK_TEST_DATABASE_URLS;
  const adminUrl = process.env.HK_TEST_ADMIN_DATABASE_URL;
  if (!urls || !adminUrl || process.env.KEEP_TEST_DATABASE) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const url of urls.split(' ')) {
    await admin.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
  }
  await admin.end();
}
