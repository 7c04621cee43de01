import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Role, type ContactPersonUsageDto } from '@hauskonfig/shared';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { CurrentPasswordDto } from '../auth/second-factor/second-factor.dto.js';
import { SecondFactorService } from '../auth/second-factor/second-factor.service.js';
import { clientIp } from '../common/http/client-ip.js';
import { type RawListQuery, parseListQuery, setContentRange } from '../common/rest/list-query.js';
import { UuidParam } from '../common/validation/uuid-param.pipe.js';
import { CONTACT_PEOPLE_SORT, ContactPeopleService } from './contact-people.service.js';
import { ContactPersonAdminResponse, ContactPersonDetailResponse } from './dto/contact-person.response.js';
import { SaveContactPersonDto } from './dto/save-contact-person.dto.js';

@ApiTags('admin/contact-people')
@ApiBearerAuth()
@Roles(Role.ROLE_CONTACT_PERSON)
@Controller('admin/contact-people')
export class AdminContactPeopleController {
  constructor(
    private readonly people: ContactPeopleService,
    private readonly secondFactor: SecondFactorService,
  ) {}

  @Get()
  @ApiOkResponse({ type: [ContactPersonAdminResponse], description: 'Content-Range: contact-people 0-24/N' })
  async list(
    @Query() raw: RawListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ContactPersonAdminResponse[]> {
    const query = parseListQuery(raw, CONTACT_PEOPLE_SORT, ['name', 'ASC']);
    const { rows, total } = await this.people.list(query);
    setContentRange(response, 'contact-people', query, total, rows.length);
    return rows;
  }

  @Get(':id/usage')
  @ApiOkResponse({ description: 'Houses and requests assigned to the person ({houses, requests})' })
  usage(@Param('id', UuidParam) id: string): Promise<ContactPersonUsageDto> {
    return this.people.usage(id);
  }

  @Get(':id')
  @ApiOkResponse({ type: ContactPersonDetailResponse })
  get(@Param('id', UuidParam) id: string): Promise<ContactPersonDetailResponse> {
    return this.people.get(id);
  }

  @Post()
  @UseInterceptors(FileInterceptor('image'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: SaveContactPersonDto })
  @ApiOkResponse({ type: ContactPersonDetailResponse })
  @ApiBadRequestResponse({ description: 'CURRENT_PASSWORD_REQUIRED / CURRENT_PASSWORD_WRONG when a login is set up' })
  create(
    @Body() body: SaveContactPersonDto,
    @UploadedFile() image: Express.Multer.File | undefined,
    @CurrentUser() user: AuthUser,
    @Req() request: Request,
  ): Promise<ContactPersonDetailResponse> {
    return this.people.create(body, image, { user, ip: clientIp(request) });
  }

  @Put(':id')
  @UseInterceptors(FileInterceptor('image'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: SaveContactPersonDto })
  @ApiOkResponse({ type: ContactPersonDetailResponse })
  @ApiBadRequestResponse({ description: 'CURRENT_PASSWORD_REQUIRED / CURRENT_PASSWORD_WRONG when the login changes' })
  update(
    @Param('id', UuidParam) id: string,
    @Body() body: SaveContactPersonDto,
    @UploadedFile() image: Express.Multer.File | undefined,
    @CurrentUser() user: AuthUser,
    @Req() request: Request,
  ): Promise<ContactPersonDetailResponse> {
    return this.people.update(id, body, image, { user, ip: clientIp(request) });
  }

  @Delete(':id')
  @ApiOkResponse({ type: ContactPersonDetailResponse })
  @ApiConflictResponse({ description: 'Still assigned to houses or requests' })
  remove(
    @Param('id', UuidParam) id: string,
    @CurrentUser() user: AuthUser,
    @Req() request: Request,
  ): Promise<ContactPersonDetailResponse> {
    return this.people.remove(id, { user, ip: clientIp(request) });
  }

  @Post(':id/second-factor/reset')
  @HttpCode(200)
  @ApiOkResponse({
    type: ContactPersonDetailResponse,
    description: "The person's second factor cleared with the acting staff member's own password; their sessions end",
  })
  @ApiBadRequestResponse({ description: 'CURRENT_PASSWORD_REQUIRED / CURRENT_PASSWORD_WRONG' })
  async resetSecondFactor(
    @Param('id', UuidParam) id: string,
    @Body() body: CurrentPasswordDto,
    @CurrentUser() user: AuthUser,
    @Req() request: Request,
  ): Promise<ContactPersonDetailResponse> {
    await this.secondFactor.reset({ user, ip: clientIp(request) }, body.currentPassword, await this.people.loginOf(id));
    return this.people.get(id);
  }
}
