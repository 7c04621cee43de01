import { ApiProperty } from '@nestjs/swagger';
import { Role, type UserDto } from '@hauskonfig/shared';
import type { User } from '../user.entity.js';

/** The user as clients see it: never a password hash. */
export class UserResponse implements UserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  username!: string;

  @ApiProperty({ nullable: true, type: String })
  email!: string | null;

  @ApiProperty({ nullable: true, type: String })
  firstName!: string | null;

  @ApiProperty({ nullable: true, type: String })
  lastName!: string | null;

  @ApiProperty({ enum: Role, enumName: 'Role', isArray: true })
  roles!: Role[];

  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'For customers: their request' })
  customerRequestId!: string | null;

  @ApiProperty({
    required: false,
    description: 'Staff: a second factor is mandatory and none is set up; only its enrolment is open until then',
  })
  secondFactorSetupRequired?: boolean;

  /** `secondFactorRequired`: the security settings make a second factor mandatory for staff. */
  static from(user: User, secondFactorRequired = false): UserResponse {
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      roles: user.roles,
      customerRequestId: user.customerRequestId,
      ...(user.roles.includes(Role.ROLE_CONTACT_PERSON)
        ? { secondFactorSetupRequired: secondFactorRequired && !user.totpSecret }
        : {}),
    };
  }
}
