import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Post,
  Put,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConflictResponse, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role } from '@hauskonfig/shared';
import type { Response } from 'express';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { RawListQuery, parseListQuery, setContentRange } from '../common/rest/list-query.js';
import { UuidParam } from '../common/validation/uuid-param.pipe.js';
import { CONTACT_PEOPLE_SORT, ContactPeopleService } from './contact-people.service.js';
import { ContactPersonAdminResponse } from './dto/contact-person.response.js';
import { SaveContactPersonDto } from './dto/save-contact-person.dto.js';

@ApiTags('admin/contact-people')
@ApiBearerAuth()
@Roles(Role.ROLE_CONTACT_PERSON)
@Controller('admin/contact-people')
export class AdminContactPeopleController {
  constructor(private readonly people: ContactPeopleService) {}

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

  @Get(':id')
  @ApiOkResponse({ type: ContactPersonAdminResponse })
  get(@Param('id', UuidParam) id: string): Promise<ContactPersonAdminResponse> {
    return this.people.get(id);
  }

  @Post()
  @UseInterceptors(FileInterceptor('image'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: SaveContactPersonDto })
  @ApiOkResponse({ type: ContactPersonAdminResponse })
  create(
    @Body() body: SaveContactPersonDto,
    @UploadedFile() image: Express.Multer.File | undefined,
  ): Promise<ContactPersonAdminResponse> {
    return this.people.create(body, image);
  }

  @Put(':id')
  @UseInterceptors(FileInterceptor('image'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: SaveContactPersonDto })
  @ApiOkResponse({ type: ContactPersonAdminResponse })
  update(
    @Param('id', UuidParam) id: string,
    @Body() body: SaveContactPersonDto,
    @UploadedFile() image: Express.Multer.File | undefined,
  ): Promise<ContactPersonAdminResponse> {
    return this.people.update(id, body, image);
  }

  @Delete(':id')
  @ApiOkResponse({ type: ContactPersonAdminResponse })
  @ApiConflictResponse({ description: 'Still assigned to houses or requests' })
  remove(@Param('id', UuidParam) id: string): Promise<ContactPersonAdminResponse> {
    return this.people.remove(id);
  }
}
