import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  RequestStatus,
  type ContactAssignmentDto,
  type ContactAssignmentRule,
  type CustomerContactDto,
} from '@hauskonfig/shared';
import { IsOptional, IsUUID } from 'class-validator';
import type { ContactAssignment } from '../contact-assignment.service.js';
import { ContactPersonResponse } from './contact-person.response.js';

const RULES: ContactAssignmentRule[] = ['HOUSE', 'DEFAULT', 'ROTATION'];

export class ContactAssignmentQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'The chosen house; unknown or unpublished counts as none' })
  @IsOptional()
  @IsUUID()
  houseId?: string;
}

export class ContactAssignmentResponse implements ContactAssignmentDto {
  @ApiProperty({
    enum: RULES,
    description: "HOUSE: the house's person, DEFAULT: the vendor's, ROTATION: fair rotation",
  })
  rule!: ContactAssignmentRule;

  @ApiProperty({ type: ContactPersonResponse, nullable: true, description: 'null only when nobody is published' })
  contactPerson!: ContactPersonResponse | null;

  static from(assignment: ContactAssignment): ContactAssignmentResponse {
    return {
      rule: assignment.rule,
      contactPerson: assignment.person ? ContactPersonResponse.from(assignment.person) : null,
    };
  }
}

export class CustomerContactResponse implements CustomerContactDto {
  @ApiProperty({ enum: RequestStatus, enumName: 'RequestStatus' })
  status!: RequestStatus;

  @ApiProperty({ type: ContactPersonResponse, nullable: true })
  contactPerson!: ContactPersonResponse | null;
}
