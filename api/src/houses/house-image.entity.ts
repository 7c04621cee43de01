import { ImageType } from '@hauskonfig/shared';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { House } from './house.entity.js';

/** One stored image of a house: floor plan (with or without measures), thumbnail or reference. */
@Entity('house_images')
@Index('IDX_house_images_house_type', ['houseId', 'type', 'position'])
export class HouseImage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'house_id', type: 'uuid' })
  houseId!: string;

  @ManyToOne(() => House, (house) => house.images, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'house_id' })
  house?: Relation<House>;

  @Column({ type: 'enum', enum: ImageType, enumName: 'image_type' })
  type!: ImageType;

  /** Generated storage name; never taken from the upload. */
  @Column({ type: 'varchar', length: 255, unique: true })
  filename!: string;

  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  @Column({ name: 'byte_size', type: 'integer' })
  byteSize!: number;

  @Column({ type: 'integer', default: 0 })
  position!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
