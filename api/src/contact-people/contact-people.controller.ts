import { Controller, Get, Headers, Inject, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorCode, Role } from '@hauskonfig/shared';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../auth/decorators/current-user.decorator.js';
import { Public } from '../auth/decorators/public.decorator.js';
import { ApiException } from '../common/errors/api-exception.js';
import { sendCachedJson } from '../common/http/send-cached-json.js';
import { sendStoredFile } from '../common/http/send-stored-file.js';
import { UuidParam } from '../common/validation/uuid-param.pipe.js';
import { requestedVariant } from '../files/images/stored-image-name.js';
import { FILE_STORAGE, type FileStorage } from '../files/storage/file-storage.js';
import { ContactPeopleService, contactPhotoKey } from './contact-people.service.js';
import { ContactAssignmentService } from './contact-assignment.service.js';
import { ContactAssignmentQuery, ContactAssignmentResponse } from './dto/contact-assignment.response.js';
import { ContactPersonResponse } from './dto/contact-person.response.js';

const notFound = () => new ApiException(404, ErrorCode.NOT_FOUND);

@ApiTags('contact-people')
@Public()
@Controller()
export class ContactPeopleController {
  constructor(
    private readonly people: ContactPeopleService,
    private readonly assignments: ContactAssignmentService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Get('contact-people')
  @ApiOkResponse({ type: [ContactPersonResponse], description: 'Published contact people, public fields only' })
  async list(@Headers('if-none-match') ifNoneMatch: string | undefined, @Res() response: Response): Promise<void> {
    sendCachedJson(response, await this.people.publishedList(), ifNoneMatch);
  }

  // Before contact-people/:id, which would take "assignment" for an id.
  @Get('contact-people/assignment')
  @ApiOkResponse({ type: ContactAssignmentResponse, description: 'The person a request sent now would be assigned' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: houseId is not a uuid' })
  async assignment(@Query() query: ContactAssignmentQuery): Promise<ContactAssignmentResponse> {
    return ContactAssignmentResponse.from(await this.assignments.preview(query.houseId ?? null));
  }

  @Get('contact-people/:id')
  @ApiOkResponse({ type: ContactPersonResponse })
  @ApiNotFoundResponse({ description: 'Unknown or not published' })
  get(@Param('id', UuidParam) id: string): Promise<ContactPersonResponse> {
    return this.people.getPublished(id);
  }

  /** The photo: public for published people, staff only otherwise. */
  @Get('files/contact-people/:id/:filename')
  @ApiQuery({ name: 'size', required: false, enum: ['small'] })
  @ApiProduces('image/webp')
  async photo(
    @Param('id', UuidParam) id: string,
    @Param('filename') filename: string,
    @Query('size') size: string | undefined,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const name = requestedVariant(filename, size);
    if (!name) throw notFound();
    const isStaff = user?.roles.includes(Role.ROLE_CONTACT_PERSON) ?? false;
    const person = isStaff ? await this.people.get(id) : await this.people.getPublished(id);
    if (!person.imageUrl?.endsWith(filename)) throw notFound();
    await sendStoredFile(request, response, this.storage, contactPhotoKey(id, name), {
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
      missing: notFound,
    });
  }
}
