import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, validateSync } from 'class-validator';

const toBoolean = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());

const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** Every environment variable the API and worker read; nothing else touches process.env. */
export class Environment {
  @IsIn(['development', 'production', 'test'])
  @IsOptional()
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
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

  @Transform(({ value }) => (value === undefined || value === '' ? undefined : Number(value)))
  @IsInt()
  @Min(1)
  @Max(100)
  @IsOptional()
  DB_POOL_SIZE = 10;

  @Transform(emptyToUndefined)
  @IsString()
  @IsOptional()
  REDIS_URL?: string;

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

  @Transform(toBoolean)
  @IsBoolean()
  @IsOptional()
  TRUST_PROXY = false;

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
