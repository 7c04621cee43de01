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

  static from(user: User): UserResponse {
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      roles: user.roles,
      customerRequestId: user.customerRequestId,
    };
  }
}
