import { resolve } from 'node:path';
import { Environment, validateEnvironment } from './environment.js';
import { resolveJwtSecret } from './jwt-secret.js';
import { resolvePublicUrl } from './public-url.js';
import { parseTrustProxy, TrustProxy } from './trust-proxy.js';

/** Typed, resolved configuration; built once from the validated environment. */
export interface AppConfig {
  nodeEnv: Environment['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  /** PUBLIC_URL: origin of every absolute link (mails, PDFs), without a trailing slash. */
  publicUrl: string;
  databaseUrl: string;
  dbPoolSize: number;
  redisUrl: string | null;
  redisPrefix: string;
  dataDir: string;
  logLevel: Environment['LOG_LEVEL'];
  corsOrigins: string[];
  trustProxy: TrustProxy;
  /** Serve Swagger UI and the OpenAPI JSON at /api/docs. */
  apiDocs: boolean;
  /** How long a request body may take to arrive: uploads, and every other body. */
  /** New requests started per turn of the event loop; 0: no admission step. */
  newRequestsPerTurn: number;
  bodyTimeouts: { bodySeconds: number; uploadSeconds: number };
  /** `max`: rows (codes) saved plans may hold at once; `createsPerHour`: new plans from all addresses. */
  savedPlans: { days: number; createsPerIpPerHour: number; createsPerHour: number; max: number };
  /** Look-ups of six-digit codes per minute: per client address, and across all addresses. */
  codeLookups: { perIpPerMinute: number; perMinute: number };
  seed: { onStart: boolean; demoCatalogue: boolean; adminUsername: string; adminPassword: string | null };
  auth: {
    jwtSecret: string;
    accessTokenTtlSeconds: number;
    refreshTokenTtlSeconds: number;
    maxFailuresPerAccount: number;
    maxFailuresPerIp: number;
    /** Failures of one account from all addresses together before only a second factor gets a check. */
    accountFailureCap: number;
    lockoutSeconds: number;
    slowdownMaxSeconds: number;
    requestsPerIpPerHour: number;
  };
  storage:
    | { driver: 'local'; filesDir: string }
    | {
        driver: 's3';
        bucket: string;
        region: string;
        endpoint: string | null;
        accessKeyId: string | null;
        secretAccessKey: string | null;
        forcePathStyle: boolean;
      };
  uploads: { maxImageBytes: number; maxImagePixels: number; maxModelBytes: number };
  mail: { smtpUrl: string | null; from: string; outboxDir: string };
  conversion: {
    timeoutSeconds: number;
    maxMemoryMb: number;
    attempts: number;
    lockSeconds: number;
    stalledCheckSeconds: number;
  };
  /** PDF_RENDERS_AT_ONCE: plan PDFs one process makes at a time. */
  pdfRendersAtOnce: number;
  /** CONTENT_CACHE_DIR: where conversions and demo files are kept by content; null = off. */
  contentCacheDir: string | null;
  adminDistDir: string;
  publicDistDir: string;
}

function storageConfig(env: Environment, dataDir: string): AppConfig['storage'] {
  if (env.STORAGE_DRIVER === 'local') {
    return { driver: 'local', filesDir: resolve(env.FILES_DIR ?? resolve(dataDir, 'files')) };
  }
  if (!env.S3_BUCKET) throw new Error('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
  return {
    driver: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT ?? null,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** The Vite dev servers of the admin and the public site, which call the API from their own origin. */
const DEV_SERVER_ORIGINS = 'http://localhost:5173,http://localhost:5174';

/**
 * Origins allowed to call the API with credentials from elsewhere. Production allows none unless
 * told: the built apps are served by the API itself, and a dev origin there would let whatever
 * runs on a visitor's localhost:5173 call the API with their session.
 */
function corsOrigins(env: Environment): string[] {
  const origins = env.CORS_ORIGINS ?? (env.NODE_ENV === 'production' ? '' : DEV_SERVER_ORIGINS);
  return origins
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** The repository root, two levels above api/dist or api/src. */
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..');

export function buildAppConfig(env: Environment): AppConfig {
  const dataDir = resolve(env.DATA_DIR ?? resolve(REPO_ROOT, '.data'));
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    publicUrl: resolvePublicUrl(env.PUBLIC_URL, env.NODE_ENV === 'production', env.PORT),
    databaseUrl: env.DATABASE_URL,
    dbPoolSize: env.DB_POOL_SIZE,
    redisUrl: env.REDIS_URL ?? null,
    redisPrefix: env.REDIS_PREFIX,
    dataDir,
    logLevel: env.LOG_LEVEL,
    corsOrigins: corsOrigins(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
    newRequestsPerTurn: env.NEW_REQUESTS_PER_TURN,
    bodyTimeouts: { bodySeconds: env.BODY_TIMEOUT_SECONDS, uploadSeconds: env.UPLOAD_TIMEOUT_SECONDS },
    savedPlans: {
      days: env.SAVED_PLAN_DAYS,
      createsPerIpPerHour: env.SAVED_PLANS_PER_IP_PER_HOUR,
      createsPerHour: env.SAVED_PLANS_PER_HOUR,
      max: env.SAVED_PLANS_MAX,
    },
    codeLookups: { perIpPerMinute: env.CUSTOMER_LINK_LOOKUPS_PER_MINUTE, perMinute: env.CODE_LOOKUPS_PER_MINUTE },
    seed: {
      onStart: env.SEED_ON_START,
      // On for `npm start` (development), off for tests and production unless asked for.
      demoCatalogue: env.SEED_DEMO_CATALOGUE ?? env.NODE_ENV === 'development',
      adminUsername: env.SEED_ADMIN_USERNAME ?? 'admin',
      adminPassword: env.SEED_ADMIN_PASSWORD ?? null,
    },
    auth: {
      jwtSecret: resolveJwtSecret(env.JWT_SECRET, env.NODE_ENV === 'production', dataDir),
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
      maxFailuresPerAccount: env.AUTH_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerIp: env.AUTH_MAX_FAILURES_PER_IP,
      accountFailureCap: env.AUTH_ACCOUNT_FAILURE_CAP,
      lockoutSeconds: env.AUTH_LOCKOUT_SECONDS,
      slowdownMaxSeconds: env.AUTH_SLOWDOWN_MAX_SECONDS,
      requestsPerIpPerHour: env.REQUESTS_PER_IP_PER_HOUR,
    },
    storage: storageConfig(env, dataDir),
    uploads: {
      maxImageBytes: env.MAX_IMAGE_BYTES,
      maxImagePixels: env.MAX_IMAGE_PIXELS,
      maxModelBytes: env.MAX_MODEL_BYTES,
    },
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM, outboxDir: resolve(dataDir, 'outbox') },
    conversion: {
      timeoutSeconds: env.CONVERSION_TIMEOUT_SECONDS,
      maxMemoryMb: env.CONVERSION_MAX_MEMORY_MB,
      attempts: env.CONVERSION_ATTEMPTS,
      lockSeconds: env.QUEUE_LOCK_SECONDS,
      stalledCheckSeconds: env.QUEUE_STALLED_CHECK_SECONDS,
    },
    pdfRendersAtOnce: env.PDF_RENDERS_AT_ONCE,
    contentCacheDir: env.CONTENT_CACHE_DIR ? resolve(env.CONTENT_CACHE_DIR) : null,
    adminDistDir: resolve(env.ADMIN_DIST_DIR ?? resolve(REPO_ROOT, 'admin', 'dist')),
    publicDistDir: resolve(env.PUBLIC_DIST_DIR ?? resolve(REPO_ROOT, 'public-web', 'dist')),
  };
}

export function loadAppConfig(raw: Record<string, unknown> = process.env): AppConfig {
  return buildAppConfig(validateEnvironment(raw));
}
