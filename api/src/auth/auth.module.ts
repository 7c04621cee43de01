import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessCodesModule } from '../access-codes/access-codes.module.js';
import { APP_CONFIG, AppConfig } from '../config/app-config.js';
import { CustomerRequest } from '../customer-requests/customer-request.entity.js';
import { User } from '../users/user.entity.js';
import { SecuritySettingsModule } from '../security-settings/security-settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { CustomerAuthService } from './customer-auth.service.js';
import { AccessGuard } from './guards/access.guard.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordConfirmationService } from './password-confirmation.service.js';
import { RefreshToken } from './refresh-token.entity.js';
import { SecondFactorController } from './second-factor/second-factor.controller.js';
import { SecondFactorService } from './second-factor/second-factor.service.js';
import { JwtStrategy } from './strategies/jwt.strategy.js';
import { LocalStrategy } from './strategies/local.strategy.js';
import { JWT_ALGORITHM, JWT_ISSUER } from './token-claims.js';
import { TokenService } from './token.service.js';

@Module({
  imports: [
    AccessCodesModule,
    UsersModule,
    SecuritySettingsModule,
    PassportModule,
    TypeOrmModule.forFeature([User, RefreshToken, CustomerRequest]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.auth.jwtSecret,
        signOptions: { algorithm: JWT_ALGORITHM, issuer: JWT_ISSUER },
        verifyOptions: { algorithms: [JWT_ALGORITHM], issuer: JWT_ISSUER },
      }),
    }),
  ],
  controllers: [AuthController, SecondFactorController],
  providers: [
    AuthService,
    CustomerAuthService,
    TokenService,
    LoginThrottleService,
    PasswordConfirmationService,
    SecondFactorService,
    LocalStrategy,
    JwtStrategy,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [TokenService, PasswordConfirmationService, LoginThrottleService, SecondFactorService],
})
export class AuthModule {}
