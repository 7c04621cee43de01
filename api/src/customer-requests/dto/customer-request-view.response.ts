import { ApiProperty } from '@nestjs/swagger';
import {
  HOUSE_HEADING_STEP,
  RequestStatus,
  SunDatePreset,
  type CustomerRequestViewDto,
  type PlanSnapshotDto,
  type RequestPersonalDataDto,
  type RequestWorkDto,
} from '@hauskonfig/shared';
import { ContactPersonResponse } from '../../contact-people/dto/contact-person.response.js';
import { HouseResponse } from '../../houses/dto/house.response.js';
import type { CustomerRequest } from '../customer-request.entity.js';

export class RequestWorkResponse implements RequestWorkDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ format: 'uuid' })
  constructionStageId!: string;
}

/** The request's own data, seen alike by its customer and by staff. */
export class RequestPersonalDataResponse implements RequestPersonalDataDto<Date> {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  createdAt!: Date;

  @ApiProperty({ enum: RequestStatus, enumName: 'RequestStatus' })
  status!: RequestStatus;

  @ApiProperty()
  fullName!: string;

  @ApiProperty()
  firstName!: string;

  @ApiProperty()
  lastName!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty()
  phoneNumber!: string;

  @ApiProperty({ nullable: true, type: String })
  place!: string | null;

  @ApiProperty({ nullable: true, type: String })
  propertyNumber!: string | null;

  @ApiProperty({ nullable: true, type: String })
  notes!: string | null;

  @ApiProperty({
    minimum: 0,
    maximum: 360 - HOUSE_HEADING_STEP,
    multipleOf: HOUSE_HEADING_STEP,
    description: 'Compass heading of the house front the 3D view opens with, degrees clockwise from north',
  })
  houseHeading!: number;

  @ApiProperty({ enum: SunDatePreset, enumName: 'SunDatePreset', description: 'The day the 3D view’s sun follows' })
  sunDate!: SunDatePreset;

  static from(request: CustomerRequest): RequestPersonalDataResponse {
    return {
      id: request.id,
      createdAt: request.createdAt,
      status: request.status,
      fullName: request.fullName,
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      phoneNumber: request.phoneNumber,
      place: request.place,
      propertyNumber: request.propertyNumber,
      notes: request.notes,
      houseHeading: request.houseHeading,
      sunDate: request.sunDate,
    };
  }
}

/** A released request as its customer sees it. */
export class CustomerRequestViewResponse extends RequestPersonalDataResponse implements CustomerRequestViewDto<Date> {
  @ApiProperty({ type: HouseResponse, nullable: true, description: 'Template or custom house (see kind)' })
  house!: HouseResponse | null;

  @ApiProperty({ type: ContactPersonResponse, nullable: true })
  contactPerson!: ContactPersonResponse | null;

  @ApiProperty({ nullable: true, type: Object, description: '{ id, name } of the chosen stage' })
  constructionStage!: { id: string; name: string } | null;

  @ApiProperty({ type: [RequestWorkResponse] })
  constructionWorks!: RequestWorkResponse[];

  @ApiProperty({
    nullable: true,
    type: 'object',
    additionalProperties: true,
    description: 'PlanSnapshotDto: the plan exactly as sent; null for requests staff entered or sent before it',
  })
  snapshot!: PlanSnapshotDto | null;

  @ApiProperty({
    nullable: true,
    type: String,
    description: "The sent plan's share: /plan/{token}, PDF at plan-shares/{token}/pdf",
  })
  planShareToken!: string | null;
}
