import { Body, Controller, Delete, HttpCode, Param, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Role } from '@hauskonfig/shared';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { UuidParam } from '../common/validation/uuid-param.pipe.js';
import { HouseViewResponse } from './dto/house-view.response.js';
import { DeleteHouseViewsDto, UpdateHouseViewDto, UploadHouseViewDto } from './dto/upload-house-view.dto.js';
import { HouseViewsService } from './house-views.service.js';

@ApiTags('admin/house-views')
@ApiBearerAuth()
@Roles(Role.ROLE_CONTACT_PERSON)
@Controller('admin/house-views')
export class AdminHouseViewsController {
  constructor(private readonly views: HouseViewsService) {}

  @Post()
  @UseInterceptors(FileInterceptor('file'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadHouseViewDto })
  @ApiCreatedResponse({ type: HouseViewResponse, description: 'Stored and queued for conversion (QUEUED)' })
  @ApiUnprocessableEntityResponse({ description: "INVALID_MODEL with the validator's first messages" })
  upload(
    @Body() body: UploadHouseViewDto,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<HouseViewResponse> {
    return this.views.upload(body, file);
  }

  @Put(':id')
  @UseInterceptors(FileInterceptor('file'))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UpdateHouseViewDto })
  @ApiOkResponse({ type: HouseViewResponse })
  update(
    @Param('id', UuidParam) id: string,
    @Body() body: UpdateHouseViewDto,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<HouseViewResponse> {
    return this.views.update(id, body, file);
  }

  @Post(':id/convert')
  @HttpCode(200)
  @ApiOkResponse({ type: HouseViewResponse, description: 'Conversion queued again (e.g. after FAILED)' })
  requeue(@Param('id', UuidParam) id: string): Promise<HouseViewResponse> {
    return this.views.requeue(id);
  }

  @Delete()
  @HttpCode(204)
  remove(@Body() body: DeleteHouseViewsDto): Promise<void> {
    return this.views.remove(body.houseId, body.houseViewIds);
  }
}
