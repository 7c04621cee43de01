import { Controller, Delete, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Role, type DataSubjectErasureDto, type DataSubjectExportDto } from '@hauskonfig/shared';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { DataSubjectQuery } from './data-subject.query.js';
import { DataSubjectsService } from './data-subjects.service.js';

@ApiTags('admin/data-subjects')
@ApiBearerAuth()
@Roles(Role.ROLE_CONTACT_PERSON)
@Controller('admin/data-subjects')
export class DataSubjectsController {
  constructor(private readonly subjects: DataSubjectsService) {}

  @Get()
  @ApiQuery({ name: 'email', example: 'maria.muster@example.at' })
  @ApiOkResponse({ description: 'DataSubjectExportDto: everything held about the person, as one JSON document' })
  export(@Query() query: DataSubjectQuery): Promise<DataSubjectExportDto> {
    return this.subjects.export(query.email);
  }

  @Delete()
  @ApiQuery({ name: 'email', example: 'maria.muster@example.at' })
  @ApiOkResponse({ description: 'DataSubjectErasureDto: how many of each kind were deleted (also recorded)' })
  erase(@Query() query: DataSubjectQuery, @CurrentUser() user: AuthUser): Promise<DataSubjectErasureDto> {
    return this.subjects.erase(query.email, user);
  }

  @Get('erasures')
  @ApiOkResponse({ description: 'DataSubjectErasureDto[]: the erasures so far, newest first (no personal data)' })
  erasures(): Promise<DataSubjectErasureDto[]> {
    return this.subjects.erasures();
  }
}
