import { Body, Controller, Get, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { clientIp } from '../common/http/client-ip.js';
import type { User } from '../users/user.entity.js';
import type { AuthUser } from './auth-user.js';
import { AuthService } from './auth.service.js';
import { CustomerAuthService } from './customer-auth.service.js';
import { BeforeSecondFactor } from './decorators/before-second-factor.decorator.js';
import { CurrentUser } from './decorators/current-user.decorator.js';
import { Public } from './decorators/public.decorator.js';
import { CustomerLinkQuery, CustomerLoginDto } from './dto/customer-login.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { CustomerLinkResponse, LoginResponse } from './dto/login.response.js';
import { RefreshDto } from './dto/refresh.dto.js';
import { LocalAuthGuard } from './guards/local-auth.guard.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly customers: CustomerAuthService,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: LoginResponse })
  @ApiForbiddenResponse({ description: 'WRONG_CREDENTIALS' })
  @ApiTooManyRequestsResponse({ description: 'ACCOUNT_LOCKED after repeated failures (Retry-After)' })
  login(@Req() request: Request & { user: User }): Promise<LoginResponse> {
    return this.auth.login(request.user);
  }

  @Post('refresh')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponse, description: 'A new pair; the presented refresh token stops working' })
  refresh(@Body() body: RefreshDto): Promise<LoginResponse> {
    return this.auth.refresh(body.token, body.email);
  }

  @Post('logout')
  @BeforeSecondFactor()
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiNoContentResponse({ description: 'Session revoked; access tokens issued so far stop working' })
  async logout(@CurrentUser() user: AuthUser): Promise<void> {
    await this.auth.logout(user);
  }

  @Post('logout-all')
  @BeforeSecondFactor()
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiNoContentResponse({ description: 'Every session of the user ends, on every device, this one included' })
  async logoutEverywhere(@CurrentUser() user: AuthUser): Promise<void> {
    await this.auth.logoutEverywhere(user);
  }

  @Get('customer-login')
  @Public()
  @ApiOkResponse({ type: CustomerLinkResponse })
  @ApiNotFoundResponse({ description: 'INVALID_CUSTOMER_LINK' })
  resolveCustomerLink(@Query() query: CustomerLinkQuery, @Req() request: Request): Promise<CustomerLinkResponse> {
    return this.customers.resolveLink(query.loginCode, clientIp(request));
  }

  @Post('customer-login')
  @Public()
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponse })
  @ApiForbiddenResponse({ description: 'WRONG_CREDENTIALS' })
  @ApiNotFoundResponse({ description: 'INVALID_CUSTOMER_LINK' })
  @ApiTooManyRequestsResponse({ description: 'ACCOUNT_LOCKED after repeated failures (Retry-After)' })
  customerLogin(@Body() body: CustomerLoginDto, @Req() request: Request): Promise<LoginResponse> {
    return this.customers.login(body.loginCode, body.password, clientIp(request));
  }
}
