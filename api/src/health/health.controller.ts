import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckResult, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { RedisHealthIndicator } from './redis.health.js';
import { Public } from '../auth/decorators/public.decorator.js';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
  ) {}

  /** Liveness: the process answers; touches neither database nor Redis (load balancers, benchmarks). */
  @Get('live')
  @ApiOkResponse({ description: '{ status: "ok" }' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get()
  @HealthCheck()
  @ApiOkResponse({ description: 'Database and Redis answer' })
  @ApiServiceUnavailableResponse({
    description: 'A dependency is down (code SERVICE_UNAVAILABLE, details per dependency)',
  })
  check(): Promise<HealthCheckResult> {
    return this.health.check([
      () => this.database.pingCheck('database', { timeout: 2000 }),
      () => this.redis.check('redis'),
    ]);
  }
}
