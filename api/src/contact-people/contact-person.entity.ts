import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { User } from '../users/user.entity.js';

/** The public face of a staff member: photo, contact data; the login lives on the user. */
@Entity('contact_people')
@Index('IDX_contact_people_published', ['published'])
export class ContactPerson {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId!: string | null;

  @OneToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User | null>;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'phone_number', type: 'varchar', length: 50 })
  phoneNumber!: string;

  @Column({ name: 'image_path', type: 'varchar', length: 255, nullable: true })
  imagePath!: string | null;

  @Column({ type: 'boolean', default: false })
  published!: boolean;

  /** The last request assigned to the person: the rotation picks whoever waited longest. */
  @Column({ name: 'last_assigned_at', type: 'timestamptz', nullable: true })
  lastAssignedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
