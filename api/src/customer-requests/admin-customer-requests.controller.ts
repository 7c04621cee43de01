import { Controller, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { Role } from '@hauskonfig/shared';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { UuidParam } from '../common/validation/uuid-param.pipe.js';
import { CustomerCredentialsService } from './customer-credentials.service.js';
import { CredentialsResponse } from './dto/credentials.response.js';

@ApiTags('admin/customer-requests')
@ApiBearerAuth()
@Roles(Role.ROLE_CONTACT_PERSON)
@Controller('admin/customer-requests')
export class AdminCustomerRequestsController {
  constructor(private readonly credentials: CustomerCredentialsService) {}

  @Post(':id/generate-credentials')
  @ApiCreatedResponse({ type: CredentialsResponse, description: 'The new password is shown only in this answer' })
  @ApiNotFoundResponse({ description: 'REQUEST_NOT_FOUND' })
  generateCredentials(@Param('id', UuidParam) id: string): Promise<CredentialsResponse> {
    return this.credentials.generate(id);
  }
}
