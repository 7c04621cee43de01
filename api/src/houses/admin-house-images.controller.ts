import { Body, Controller, Delete, HttpCode, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role } from '@hauskonfig/shared';
import { Roles } from '../auth/decorators/roles.decorator.js';
import { DeleteImagesDto, ImageUploadDto } from './dto/image-upload.dto.js';
import { HouseImageListResponse } from './dto/house-image-list.response.js';
import { HouseImagesService } from './house-images.service.js';
import { HousesService } from './houses.service.js';

/** Most images one upload may carry. */
export const MAX_IMAGES_PER_UPLOAD = 20;

@ApiTags('admin/houses')
@ApiBearerAuth()
@Roles(Role.ROLE_CONTACT_PERSON)
@Controller('admin/houses')
export class AdminHouseImagesController {
  constructor(
    private readonly images: HouseImagesService,
    private readonly houses: HousesService,
  ) {}

  @Post('image-upload')
  @HttpCode(200)
  @UseInterceptors(FilesInterceptor('uploadedImages', MAX_IMAGES_PER_UPLOAD))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImageUploadDto })
  @ApiOkResponse({ type: HouseImageListResponse, description: 'All images of the house after the upload' })
  async upload(
    @Body() body: ImageUploadDto,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
  ): Promise<HouseImageListResponse> {
    await this.images.upload(body.id, body.type, files ?? []);
    return this.houses.imageListForStaff(body.id);
  }

  @Delete('images')
  @ApiOkResponse({ type: HouseImageListResponse, description: 'All images of the house after the removal' })
  async remove(@Body() body: DeleteImagesDto): Promise<HouseImageListResponse> {
    await this.images.remove(body.id, body.type, body.filenames);
    return this.houses.imageListForStaff(body.id);
  }
}
