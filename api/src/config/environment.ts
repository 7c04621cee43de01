import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, validateSync } from 'class-validator';
import { SAVED_PLAN_DEFAULT_DAYS } from '@hauskonfig/shared';
import { IsPublicUrl } from './public-url.js';
import { IsTrustProxy } from './trust-proxy.js';

const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());

const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

const toNumber = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));

/**
 * Every environment variable the API and worker read; nothing else touches process.env. What each
 * one does is said once, in environment-docs.ts, from which docs/configuration.md is generated.
 */
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
  @IsPublicUrl()
  @IsOptional()
  PUBLIC_URL?: string;

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
  CORS_ORIGINS?: string;

  @IsTrustProxy()
  @IsOptional()
  TRUST_PROXY = 'false';

  @Transform(toBoolean)
  @IsBoolean()
  @IsOptional()
  API_DOCS?: boolean;

  @Transform(toNumber)
  @IsInt()
  @Min(0)
  @IsOptional()
  NEW_REQUESTS_PER_TURN = 16;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  BODY_TIMEOUT_SECONDS = 30;

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

  @Transform(toBoolean)
  @IsBoolean()
  @IsOptional()
  SEED_DEMO_CATALOGUE?: boolean;

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

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  AUTH_MAX_FAILURES_PER_ACCOUNT = 5;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  AUTH_MAX_FAILURES_PER_IP = 20;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @Max(99)
  @IsOptional()
  AUTH_ACCOUNT_FAILURE_CAP = 20;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  AUTH_LOCKOUT_SECONDS = 900;

  @Transform(toNumber)
  @IsInt()
  @Min(0)
  @Max(60)
  @IsOptional()
  AUTH_SLOWDOWN_MAX_SECONDS = 8;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  REQUESTS_PER_IP_PER_HOUR = 10;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @Max(365)
  @IsOptional()
  SAVED_PLAN_DAYS = SAVED_PLAN_DEFAULT_DAYS;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  SAVED_PLANS_PER_IP_PER_HOUR = 30;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  SAVED_PLANS_PER_HOUR = 1000;

  // At most half the million codes: a new plan finds a free code within its 20 tries.
  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @Max(500_000)
  @IsOptional()
  SAVED_PLANS_MAX = 100_000;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  CUSTOMER_LINK_LOOKUPS_PER_MINUTE = 30;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  CODE_LOOKUPS_PER_MINUTE = 300;

  @IsIn(['local', 's3'])
  @IsOptional()
  STORAGE_DRIVER: 'local' | 's3' = 'local';

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

  @Transform(toNumber)
  @IsInt()
  @Min(1024)
  @IsOptional()
  MAX_IMAGE_BYTES = 20 * 1024 * 1024;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  MAX_IMAGE_PIXELS = 50_000_000;

  @Transform(toNumber)
  @IsInt()
  @Min(1024)
  @IsOptional()
  MAX_MODEL_BYTES = 100 * 1024 * 1024;

  @Transform(emptyToUndefined)
  @IsString()
  @IsOptional()
  SMTP_URL?: string;

  @IsString()
  @IsOptional()
  MAIL_FROM = 'Fertighaus-Konfigurator <noreply@fertighaus.example>';

  @Transform(toNumber)
  @IsInt()
  @Min(5)
  @IsOptional()
  CONVERSION_TIMEOUT_SECONDS = 300;

  @Transform(toNumber)
  @IsInt()
  @Min(128)
  @IsOptional()
  CONVERSION_MAX_MEMORY_MB = 1536;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @Max(10)
  @IsOptional()
  CONVERSION_ATTEMPTS = 3;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  QUEUE_LOCK_SECONDS = 60;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @IsOptional()
  QUEUE_STALLED_CHECK_SECONDS = 30;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @Max(16)
  @IsOptional()
  PDF_RENDERS_AT_ONCE = 2;

  @Transform(emptyToUndefined)
  @IsString()
  @IsOptional()
  CONTENT_CACHE_DIR?: string;

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
