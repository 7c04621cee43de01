import type { Environment } from './environment.js';

/** What docs/configuration.md says about one variable; rules and plain defaults come from the class. */
export interface VariableDoc {
  about: string;
  /** The default in words, where it is not the class's initial value (computed, or none). */
  default?: string;
}

/**
 * Every variable of the validated environment, in the order the reference lists them. The mapped
 * type makes a variable without a description a type error, so the reference cannot drift.
 */
export const ENVIRONMENT_DOCS: { [K in keyof Environment]-?: VariableDoc } = {
  PORT: { about: 'HTTP port of the API and both apps' },
  HOST: { about: 'bind address' },
  PUBLIC_URL: {
    about:
      'the address visitors open the site at (`https://haus.example`; scheme, host and port only): ' +
      'every absolute link in mails and PDFs starts with it, never with the Host header a client sent. ' +
      'Behind a reverse proxy its public address',
    default: '`http://localhost:PORT` outside production; required in production',
  },
  DATABASE_URL: {
    about: 'PostgreSQL connection URL',
    default: 'the embedded PostgreSQL 18 server of `npm start`, cluster in `.data/postgres`',
  },
  DB_POOL_SIZE: { about: 'connections per process (10 left calls waiting under `bench:load`)' },
  REDIS_URL: {
    about: 'Redis for queues and shared counters',
    default:
      '`redis://127.0.0.1:6379` if it answers, else a `redis-server` from PATH started for the run, ' +
      'else none (conversions in the API process, with a warning)',
  },
  REDIS_PREFIX: { about: 'prefix of every Redis key (several deployments can share one Redis)' },
  DATA_DIR: {
    about: 'local data: embedded database, files, demo login, development JWT secret',
    default: '`.data`',
  },
  LOG_LEVEL: { about: 'logs are JSON lines (pino), one access line per request at `info`' },
  CORS_ORIGINS: {
    about:
      'comma-separated origins allowed to call the API with credentials from elsewhere (the apps ' +
      'themselves are same-origin); empty: none',
    default:
      '`http://localhost:5173,http://localhost:5174` (the Vite dev servers) outside production, none in production',
  },
  TRUST_PROXY: {
    about:
      'which proxies may set `X-Forwarded-*` (only your own reverse proxy): how many stand in front of ' +
      'the API (`1` for one nginx or Traefik), or their addresses/CIDRs (`10.0.0.0/8,127.0.0.1`; also ' +
      '`loopback`, `linklocal`, `uniquelocal`). Per-IP limits then count the address your proxy saw; ' +
      'whatever a client writes further left is ignored. `true` is refused at start-up (every client ' +
      'could choose its own IP)',
  },
  API_DOCS: {
    about: 'Swagger UI at `/api/docs`, OpenAPI JSON at `/api/docs-json`',
    default: 'on outside production, off in production',
  },
  NEW_REQUESTS_PER_TURN: {
    about:
      'how many newly arrived requests start per turn of the event loop; the others start in the ' +
      'next turn, after the calls already waiting for the database, Redis or a file. Under load this ' +
      'keeps the slowest answers near the average (see docs/reliability.md); `0` starts every request ' +
      'at once',
  },
  BODY_TIMEOUT_SECONDS: {
    about:
      'longest time a request body (other than an upload) may take to arrive; then 408 `REQUEST_TIMEOUT` ' +
      'and the connection is closed. Also how long a connection may keep sending a body after it was answered',
  },
  UPLOAD_TIMEOUT_SECONDS: {
    about:
      'the same for image and 3D-model uploads (100 MB in an hour is about 230 kbit/s); Node’s own ' +
      'request timeout is set 60 s above the larger of the two as a backstop',
  },
  JWT_SECRET: {
    about: 'HS256 signing secret; production refuses to start without one of at least 32 random characters',
    default: 'generated into `.data/jwt-secret` outside production',
  },
  ACCESS_TOKEN_TTL_SECONDS: { about: 'lifetime of access tokens' },
  REFRESH_TOKEN_TTL_SECONDS: { about: 'lifetime of refresh tokens (the default is 30 days)' },
  AUTH_MAX_FAILURES_PER_ACCOUNT: {
    about:
      'failed logins per account and client address before that pair is locked; from this many on, ' +
      'every check of the account is slowed down',
  },
  AUTH_SLOWDOWN_MAX_SECONDS: {
    about: 'longest wait before each check of an account with that many failures (1, 2, 4 … s; `0` turns it off)',
  },
  AUTH_ACCOUNT_FAILURE_CAP: {
    about:
      "failed logins of one account from all addresses together within the lock-out window; from then on the account's password is checked only together with a valid second factor (staff who set one up still get in)",
  },
  AUTH_MAX_FAILURES_PER_IP: { about: 'failed logins (both kinds) per client IP before the IP is locked' },
  AUTH_LOCKOUT_SECONDS: { about: 'how long failures are counted and a lock lasts' },
  CUSTOMER_LINK_LOOKUPS_PER_MINUTE: {
    about:
      'look-ups of six-digit codes (customer links, saved plans) per client IP and minute (IPv6 per /64 prefix, as ' +
      'every per-IP limit)',
  },
  CODE_LOOKUPS_PER_MINUTE: {
    about:
      'look-ups of six-digit codes from all addresses together per minute; beyond it 429 `CODE_LOOKUPS_BUSY` for ' +
      'everyone until the minute is over, so many addresses together cannot walk the codes either',
  },
  REQUESTS_PER_IP_PER_HOUR: { about: 'non-binding requests per client IP and hour' },
  SAVED_PLAN_DAYS: { about: 'days a saved plan opens with its code after it was last saved' },
  SAVED_PLANS_PER_IP_PER_HOUR: { about: 'new saved plans per client IP and hour' },
  SAVED_PLANS_PER_HOUR: {
    about: 'new saved plans from all addresses together per hour; beyond it 429 `SAVED_PLANS_BUSY`',
  },
  SAVED_PLANS_MAX: {
    about:
      'saved plans kept at once (live ones, and expired ones whose code is still held); when reached, a new ' +
      'plan is refused with 503 `SAVED_PLANS_FULL` until the sweep frees codes. Customer login codes have ' +
      'their own million and are never affected',
  },
  SEED_ADMIN_USERNAME: { about: 'demo staff account', default: '`admin`' },
  SEED_ADMIN_PASSWORD: { about: 'its password; enforced on every start when set', default: 'generated' },
  SEED_ON_START: { about: 'seed reference data and the staff account at start-up (idempotent)' },
  SEED_DEMO_CATALOGUE: {
    about: 'generate the 12 demo houses when the catalogue has no template house',
    default: 'on in development (`npm start`), off in tests and production',
  },
  STORAGE_DRIVER: { about: '`local` (a folder) or `s3` (an S3-compatible bucket); API and worker use the same' },
  FILES_DIR: { about: 'folder of the local driver', default: '`DATA_DIR/files`' },
  S3_BUCKET: { about: 'the bucket for `STORAGE_DRIVER=s3` (required then)', default: 'none' },
  S3_REGION: { about: 'its region' },
  S3_ENDPOINT: { about: 'for S3-compatible services (MinIO, Ceph, …)', default: 'none: AWS' },
  S3_ACCESS_KEY_ID: { about: 'access key', default: 'the AWS SDK’s own lookup' },
  S3_SECRET_ACCESS_KEY: { about: 'secret key', default: 'the AWS SDK’s own lookup' },
  S3_FORCE_PATH_STYLE: { about: 'path-style bucket addresses, as MinIO needs' },
  MAX_IMAGE_BYTES: { about: 'largest image upload (413 above; the default is 20 MB)' },
  MAX_IMAGE_PIXELS: { about: 'largest image in width × height, checked from the header before decoding (422 above)' },
  MAX_MODEL_BYTES: { about: 'largest 3D model upload (413 above; the default is 100 MB)' },
  SMTP_URL: {
    about: 'SMTP server for outgoing mail (`smtp://user:pass@host:587`)',
    default: 'none: mails are written as `.eml` files to `DATA_DIR/outbox`',
  },
  MAIL_FROM: { about: 'sender of outgoing mail' },
  CONVERSION_TIMEOUT_SECONDS: {
    about: 'wall-clock limit of one model conversion (the converter process is killed beyond it)',
  },
  CONVERSION_MAX_MEMORY_MB: { about: 'heap limit of the converter process' },
  CONVERSION_ATTEMPTS: { about: 'tries per conversion before it is FAILED (broken models fail at once)' },
  QUEUE_LOCK_SECONDS: { about: 'how long a worker’s claim on a job lasts without renewal' },
  QUEUE_STALLED_CHECK_SECONDS: { about: 'how often workers look for jobs whose worker died' },
  PDF_RENDERS_AT_ONCE: {
    about:
      'how many plan PDFs ("Ihre Hausplanung") one process (API or worker) makes at once; further ' +
      'downloads wait for a free turn. Each plan is made once and then served as a stored file',
  },
  CONTENT_CACHE_DIR: {
    about:
      'a folder where model conversions and the demo catalogue’s generated files are kept by content and build, so the same work is done once (the test run uses it)',
    default: 'none: off',
  },
  ADMIN_DIST_DIR: { about: 'the built admin app to serve', default: '`admin/dist`' },
  PUBLIC_DIST_DIR: { about: 'the built public site to serve', default: '`public-web/dist`' },
  NODE_ENV: {
    about: '`production` requires a strong `JWT_SECRET` and disables writing the demo login to disk',
  },
};

/** Read by `npm start`'s launcher only, before the API and worker start. */
export const LAUNCHER_VARIABLES: Record<string, VariableDoc & { rule: string }> = {
  LOG_FORMAT: {
    about: 'how `npm start` prints the processes’ logs: short coloured lines, or the JSON lines unchanged',
    rule: 'one of `pretty`, `json`',
    default: '`pretty` at a terminal, else `json`',
  },
};
