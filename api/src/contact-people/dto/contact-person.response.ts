import { ApiProperty } from '@nestjs/swagger';
import {
  LoginChangeKind,
  type ContactPersonAdminDto,
  type ContactPersonDetailDto,
  type ContactPersonDto,
  type LoginChangeDto,
} from '@hauskonfig/shared';
import type { LoginChange } from '../../users/login-change.entity.js';
import type { ContactPerson } from '../contact-person.entity.js';

const contactPhotoUrl = (person: Pick<ContactPerson, 'id' | 'imagePath'>) =>
  person.imagePath ? `/api/v1/files/contact-people/${person.id}/${person.imagePath}` : null;

/** What visitors and customers see of a contact person. */
export class ContactPersonResponse implements ContactPersonDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty()
  phoneNumber!: string;

  @ApiProperty({ nullable: true, type: String, description: 'Photo URL' })
  imageUrl!: string | null;

  static from(person: ContactPerson): ContactPersonResponse {
    return {
      id: person.id,
      name: person.name,
      email: person.email,
      phoneNumber: person.phoneNumber,
      imageUrl: contactPhotoUrl(person),
    };
  }
}

/** The staff view: also whether published and the login name. */
export class ContactPersonAdminResponse extends ContactPersonResponse implements ContactPersonAdminDto<Date> {
  @ApiProperty()
  published!: boolean;

  @ApiProperty({ nullable: true, type: String })
  username!: string | null;

  @ApiProperty()
  createdAt!: Date;

  @ApiProperty()
  updatedAt!: Date;

  static fromAdmin(person: ContactPerson): ContactPersonAdminResponse {
    return {
      ...ContactPersonResponse.from(person),
      published: person.published,
      username: person.user?.username ?? null,
      createdAt: person.createdAt,
      updatedAt: person.updatedAt,
    };
  }
}

/** One recorded change of a login. */
export class LoginChangeResponse implements LoginChangeDto<Date> {
  @ApiProperty({ enum: LoginChangeKind, enumName: 'LoginChangeKind' })
  kind!: LoginChangeKind;

  @ApiProperty()
  changedAt!: Date;

  @ApiProperty({ nullable: true, type: String, description: 'Username of who made it; null: the system' })
  changedBy!: string | null;

  @ApiProperty({ description: "The login's username after the change" })
  username!: string;

  static from(change: LoginChange): LoginChangeResponse {
    return {
      kind: change.kind,
      changedAt: change.changedAt,
      changedBy: change.changedBy?.username ?? null,
      username: change.username,
    };
  }
}

/** One person for staff: also who changed their login and when. */
export class ContactPersonDetailResponse extends ContactPersonAdminResponse implements ContactPersonDetailDto<Date> {
  @ApiProperty({ type: [LoginChangeResponse], description: 'Changes of the login, newest first' })
  loginChanges!: LoginChangeResponse[];

  @ApiProperty({ description: "The person's login has a second factor" })
  secondFactorEnabled!: boolean;

  static fromDetail(person: ContactPerson, changes: LoginChange[]): ContactPersonDetailResponse {
    return {
      ...ContactPersonAdminResponse.fromAdmin(person),
      loginChanges: changes.map(LoginChangeResponse.from),
      secondFactorEnabled: !!person.user?.totpSecret,
    };
  }
}
