import { ApiProperty } from '@nestjs/swagger';
import { ConversionStatus, type HouseViewDto, type ModelReportDto } from '@hauskonfig/shared';
import type { HouseView } from '../house-view.entity.js';

export class HouseViewResponse implements HouseViewDto<Date> {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  houseId!: string;

  @ApiProperty({ example: 'Standard' })
  name!: string;

  @ApiProperty({ description: 'The standard view is shown first' })
  standard!: boolean;

  @ApiProperty()
  updatedAt!: Date;

  @ApiProperty({ description: 'Stored name of the uploaded GLB' })
  filename!: string;

  @ApiProperty({ description: 'Bytes of the uploaded GLB' })
  originalSize!: number;

  @ApiProperty({ enum: ConversionStatus, enumName: 'ConversionStatus' })
  conversionStatus!: ConversionStatus;

  @ApiProperty({ description: '0 to 100 while converting' })
  conversionProgress!: number;

  @ApiProperty({ nullable: true, type: String, description: 'German reason when the conversion failed' })
  conversionError!: string | null;

  @ApiProperty({
    type: [String],
    description: 'German notes on what a finished conversion could not carry, e.g. an output that failed',
  })
  conversionWarnings!: string[];

  @ApiProperty({
    nullable: true,
    type: Object,
    description:
      'What the model holds once converted: triangles (GPU instances counted), meshes, materials, textures with pixel sizes, triangles of the AR file and before its simplification',
  })
  conversionReport!: ModelReportDto | null;

  @ApiProperty({ description: 'Download URL of the model (versioned, so it can be cached for long)' })
  modelUrl!: string;

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Simplified GLB shown first while the model loads, once converted; null for small models',
  })
  previewUrl!: string | null;

  @ApiProperty({ nullable: true, type: String, description: 'USDZ for AR Quick Look, once converted' })
  usdzUrl!: string | null;

  @ApiProperty({ nullable: true, type: Number, description: 'Bytes of the web-optimised GLB, once converted' })
  optimizedSize!: number | null;

  @ApiProperty({ nullable: true, type: Number, description: 'Bytes of the preview GLB, once converted' })
  previewSize!: number | null;

  @ApiProperty({ nullable: true, type: Number, description: 'Bytes of the USDZ, once converted' })
  usdzSize!: number | null;

  static from(view: HouseView): HouseViewResponse {
    const version = view.updatedAt.getTime();
    return {
      id: view.id,
      houseId: view.houseId,
      name: view.name,
      standard: view.standard,
      updatedAt: view.updatedAt,
      filename: view.filename,
      originalSize: view.originalSize,
      conversionStatus: view.conversionStatus,
      conversionProgress: view.conversionProgress,
      conversionError: view.conversionError,
      conversionWarnings: view.conversionWarnings,
      conversionReport: view.conversionReport,
      modelUrl: `/api/v1/house-views/${view.id}/model?v=${version}`,
      previewUrl: view.previewFilename ? `/api/v1/house-views/${view.id}/model.preview.glb?v=${version}` : null,
      usdzUrl: view.usdzFilename ? `/api/v1/house-views/${view.id}/model.usdz?v=${version}` : null,
      optimizedSize: view.optimizedFilename ? view.optimizedSize : null,
      previewSize: view.previewFilename ? view.previewSize : null,
      usdzSize: view.usdzFilename ? view.usdzSize : null,
    };
  }
}
