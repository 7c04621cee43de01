import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, validateSync } from 'class-validator';
import { SAVED_PLAN_DEFAULT_DAYS } from '@hauskonfig/shared';
import { IsTrustProxy } from './trust-proxy.js';

const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());

const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

const toNumber = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));

/** Every environment variable the API and worker read; nothing else touches process.env. */
export class Environment {
  @IsIn(['development', 'production', 'test'])
  @IsOptional()
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toNumber)
  @IsInt()
  @Min(0)
  @Max(65535)
  @IsOptional()
  PORT = 3000;

  @IsString()
  @IsOptional()
  HOST = '0.0.0.0';

  @Transform(emptyToUndefined)
  @IsString()
  DATABASE_URL!: string;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @Max(100)
  @IsOptional()
  DB_POOL_SIZE = 20;

  @Transform(emptyToUndefined)
  @IsString()
  @IsOptional()
  REDIS_URL?: string;

  /** Namespace of every Redis key, so several deployments (or test runs) can share one Redis. */
  @IsString()
  @IsOptional()
  REDIS_PREFIX = 'hk:';

  @Transform(emptyToUndefined)
  @IsString()
  @IsOptional()
  DATA_DIR?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  @IsOptional()
  LOG_LEVEL: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent' = 'info';

  @IsString()
  @IsOptional()
  CORS_ORIGINS = 'http://localhost:5173,http://localhost:5174';

  /** Which proxies may set X-Forwarded-*: false, how many stand in front (1), or their addresses/CIDRs. */
  @IsTrustProxy()
  @IsOptional()
  TRUST_PROXY = 'false';

  /** Swagger UI and OpenAPI JSON at /api/docs; off in production unless asked for. */
  @Transform(toBoolean)
  @IsBoolean()
  @IsOptional()
  API_DOCS?: boolean;

  /** New requests started per turn of the event loop; 0 starts each at once (see admit-per-turn.ts). */
  @Transform(toNumber)
  @IsInt()
  @Min(0)
  @IsOptional()
  NEW_REQUESTS_PER_TURN = 16;

  /** Longest time a request body (other than an upload) may take to arrive before it is cut with 408. */
  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  BODY_TIMEOUT_SECONDS = 30;

  /** Longest time an upload (images, 3D models) may take to arrive; sized for large models on slow lines. */
  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  UPLOAD_TIMEOUT_SECONDS = 3600;

  @Transform(emptyToUndefined)
  @IsString()
  @IsOptional()
  SEED_ADMIN_USERNAME?: string;

  @Transform(emptyToUndefined)
  @IsString()
  @IsOptional()
  SEED_ADMIN_PASSWORD?: string;

  @Transform(toBoolean)
  @IsBoolean()
  @IsOptional()
  SEED_ON_START = true;

  /** Generate the demo catalogue (12 houses with 3D models and images) on an empty catalogue. */
  @Transform(toBoolean)
  @IsBoolean()
  @IsOptional()
  SEED_DEMO_CATALOGUE?: boolean;

  /** HS256 signing secret; required in production, generated and kept under DATA_DIR otherwise. */
  @Transform(emptyToUndefined)
  @IsString()
  @IsOptional()
  JWT_SECRET?: string;

  @Transform(toNumber)
  @IsInt()
  @Min(30)
  @Max(86400)
  @IsOptional()
  ACCESS_TOKEN_TTL_SECONDS = 900;

  @Transform(toNumber)
  @IsInt()
  @Min(300)
  @Max(31_536_000)
  @IsOptional()
  REFRESH_TOKEN_TTL_SECONDS = 2_592_000;

  /**
   * Failed logins per account (staff username or customer code) from one client address before that
   * pair is locked; from this many failures from all addresses on, the account is slowed down instead.
   */
  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  AUTH_MAX_FAILURES_PER_ACCOUNT = 5;

  /** Failed logins per client IP before that IP is locked out of both logins. */
  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  AUTH_MAX_FAILURES_PER_IP = 20;

  /** How long failures are counted and a lock-out lasts. */
  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  AUTH_LOCKOUT_SECONDS = 900;

  /** Longest delay before checking a password of an account under attack; it doubles per failure up to this. 0: off. */
  @Transform(toNumber)
  @IsInt()
  @Min(0)
  @Max(60)
  @IsOptional()
  AUTH_SLOWDOWN_MAX_SECONDS = 8;

  /** Non-binding requests a client IP may send per hour. */
  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  REQUESTS_PER_IP_PER_HOUR = 10;

  /** Days a saved plan opens with its code after it was last saved. */
  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @Max(365)
  @IsOptional()
  SAVED_PLAN_DAYS = SAVED_PLAN_DEFAULT_DAYS;

  /** New saved plans (POST saved-plans) a client IP may create per hour. */
  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  SAVED_PLANS_PER_IP_PER_HOUR = 30;

  /** Look-ups of six-digit codes (GET auth/customer-login, GET and PUT saved-plans/{code}) per client IP and minute, one budget. */
  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  CUSTOMER_LINK_LOOKUPS_PER_MINUTE = 30;

  @IsIn(['local', 's3'])
  @IsOptional()
  STORAGE_DRIVER: 'local' | 's3' = 'local';

  /** Folder of the local storage driver; default DATA_DIR/files. */
  @Transform(emptyToUndefined)
  @IsString()
  @IsOptional()
  FILES_DIR?: string;

  @Transform(emptyToUndefined)
  @IsString()
  @IsOptional()
  S3_BUCKET?: string;

  @IsString()
  @IsOptional()
  S3_REGION = 'eu-central-1';

  /** For S3-compatible services (MinIO, Ceph, ...); empty means AWS. */
  @Transform(emptyToUndefined)
  @IsString()
  @IsOptional()
  S3_ENDPOINT?: string;

  @Transform(emptyToUndefined)
  @IsString()
  @IsOptional()
  S3_ACCESS_KEY_ID?: string;

  @Transform(emptyToUndefined)
  @IsString()
  @IsOptional()
  S3_SECRET_ACCESS_KEY?: string;

  @Transform(toBoolean)
  @IsBoolean()
  @IsOptional()
  S3_FORCE_PATH_STYLE = false;

  /** Largest accepted image upload. */
  @Transform(toNumber)
  @IsInt()
  @Min(1024)
  @IsOptional()
  MAX_IMAGE_BYTES = 20 * 1024 * 1024;

  /** Largest accepted image in pixels (width × height), checked before decoding. */
  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  MAX_IMAGE_PIXELS = 50_000_000;

  /** Largest accepted 3D model upload. */
  @Transform(toNumber)
  @IsInt()
  @Min(1024)
  @IsOptional()
  MAX_MODEL_BYTES = 100 * 1024 * 1024;

  /** SMTP server for outgoing mail (smtp://user:pass@host:587); empty writes .eml files to DATA_DIR/outbox. */
  @Transform(emptyToUndefined)
  @IsString()
  @IsOptional()
  SMTP_URL?: string;

  @IsString()
  @IsOptional()
  MAIL_FROM = 'Fertighaus-Konfigurator <noreply@fertighaus.example>';

  /** Wall-clock limit of one model conversion; the worker kills the converter beyond it. */
  @Transform(toNumber)
  @IsInt()
  @Min(5)
  @IsOptional()
  CONVERSION_TIMEOUT_SECONDS = 300;

  /** Heap limit of the converter process. */
  @Transform(toNumber)
  @IsInt()
  @Min(128)
  @IsOptional()
  CONVERSION_MAX_MEMORY_MB = 1536;

  /** Tries per conversion before it is reported FAILED (broken models fail at once). */
  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @Max(10)
  @IsOptional()
  CONVERSION_ATTEMPTS = 3;

  /** How long a worker's claim on a job lasts without renewal; a dead worker's job is free after it. */
  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  QUEUE_LOCK_SECONDS = 60;

  /** How often workers look for jobs whose worker died (stalled jobs) and queue again what Redis lost. */
  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  QUEUE_STALLED_CHECK_SECONDS = 30;

  @Transform(emptyToUndefined)
  @IsString()
  @IsOptional()
  ADMIN_DIST_DIR?: string;

  @Transform(emptyToUndefined)
  @IsString()
  @IsOptional()
  PUBLIC_DIST_DIR?: string;
}

/** Validates the raw environment once at start-up; a bad value stops the process with a clear list. */
export function validateEnvironment(raw: Record<string, unknown>): Environment {
  const env = plainToInstance(Environment, raw, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false, whitelist: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.property}: ${Object.values(e.constraints ?? {}).join(', ') || 'invalid'}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return env;
}
