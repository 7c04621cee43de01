import { ApiProperty } from '@nestjs/swagger';
import type { AccessTextSender, ReleaseResultDto } from '@hauskonfig/shared';

export class ReleaseResultResponse implements ReleaseResultDto {
  @ApiProperty({ example: '123456', description: 'The six-digit code of the personal link' })
  loginCode!: string;

  @ApiProperty({ example: '/?code=123456', description: 'Path of the personal link on the public site' })
  loginPath!: string;

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Only when this release made it: shown once, never stored in clear',
  })
  password!: string | null;

  @ApiProperty({ description: 'Whether a mail to the customer was queued' })
  mailQueued!: boolean;

  @ApiProperty({
    description:
      "Who signs the access text: the request's contact person (name, phoneNumber, email; null when none is assigned) and vendorName",
    example: {
      contactPerson: { name: 'Anna Berger', phoneNumber: '0732 123456', email: 'anna.berger@example.at' },
      vendorName: 'Fertighaus Muster GmbH',
    },
  })
  sender!: AccessTextSender;
}
