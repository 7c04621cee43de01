// Runs in every test file's environment: the database of the jest worker running the file.
const urls = (process.env.HK_TEST_DATABASE_URLS ?? '').split(' ');
process.env.HK_TEST_DATABASE_URL = urls[Number(process.env.JEST_WORKER_ID ?? '1') - 1];
