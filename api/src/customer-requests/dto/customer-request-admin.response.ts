import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  HouseKind,
  RequestStatus,
  type CustomerRequestAdminDto,
  type PlanSnapshotDto,
  type RequestHouseSummaryDto,
  type StatusChangeDto,
} from '@hauskonfig/shared';
import { CustomHouseDataResponse } from './custom-house-data.dto.js';
import { RequestPersonalDataResponse } from './customer-request-view.response.js';

export class RequestHouseSummary implements RequestHouseSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: HouseKind, enumName: 'HouseKind' })
  kind!: HouseKind;

  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'For a custom house: its template' })
  sourceTemplateId!: string | null;
}

export class StatusChangeResponse implements StatusChangeDto<Date> {
  @ApiProperty({ enum: RequestStatus, enumName: 'RequestStatus', nullable: true })
  fromStatus!: RequestStatus | null;

  @ApiProperty({ enum: RequestStatus, enumName: 'RequestStatus' })
  toStatus!: RequestStatus;

  @ApiProperty()
  changedAt!: Date;

  @ApiProperty({ nullable: true, type: String, description: 'Username of the staff member; null for the visitor' })
  changedBy!: string | null;
}

/** A request as staff see it in the list and the edit page. */
export class CustomerRequestAdminResponse extends RequestPersonalDataResponse implements CustomerRequestAdminDto<Date> {
  @ApiProperty()
  updatedAt!: Date;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  houseId!: string | null;

  @ApiProperty({ type: RequestHouseSummary, nullable: true })
  house!: RequestHouseSummary | null;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  contactPersonId!: string | null;

  @ApiProperty({ nullable: true, type: Object, description: '{ id, name }' })
  contactPerson!: { id: string; name: string } | null;

  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  constructionStageId!: string | null;

  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'Only on GET by id and after changes' })
  constructionWorkIds?: string[];

  @ApiProperty({ nullable: true, type: String, description: 'Six-digit code of the personal link, once generated' })
  loginCode!: string | null;

  @ApiProperty({ nullable: true, type: Date })
  credentialsGeneratedAt!: Date | null;

  @ApiProperty({
    nullable: true,
    type: Date,
    description: 'When the visitor consented to the privacy text; null if staff entered the request',
  })
  privacyConsentAt!: Date | null;

  @ApiProperty({ nullable: true, type: Number, description: 'Version of the privacy text consented to' })
  privacyVersion!: number | null;

  @ApiPropertyOptional({ type: [StatusChangeResponse], description: 'Only on GET by id: oldest first' })
  statusHistory?: StatusChangeResponse[];

  @ApiPropertyOptional({
    type: CustomHouseDataResponse,
    nullable: true,
    description: "Only on GET by id: the data of the request's custom house, null for a template house",
  })
  customHouse?: CustomHouseDataResponse | null;

  @ApiPropertyOptional({
    nullable: true,
    type: 'object',
    additionalProperties: true,
    description: 'Only on GET by id: PlanSnapshotDto, the plan exactly as the visitor sent it',
  })
  snapshot?: PlanSnapshotDto | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: "Only on GET by id: the sent plan's share token" })
  planShareToken?: string | null;
}
