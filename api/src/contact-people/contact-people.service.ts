import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ErrorCode, VALIDATION_MESSAGES, type ContactPersonUsageDto } from '@hauskonfig/shared';
import { isUUID } from 'class-validator';
import { Brackets, DataSource } from 'typeorm';
import { ApiException } from '../common/errors/api-exception.js';
import { ListQuery } from '../common/rest/list-query.js';
import { CustomerRequest } from '../customer-requests/customer-request.entity.js';
import { ImageProcessor } from '../files/images/image-processor.js';
import { variantNames } from '../files/images/stored-image-name.js';
import { deleteQuietly } from '../files/storage/delete-quietly.js';
import { FILE_STORAGE, type FileStorage } from '../files/storage/file-storage.js';
import { House } from '../houses/house.entity.js';
import { contactPersonUsage } from '../houses/house-usage.js';
import { loginChangesOf } from '../users/login-changes.js';
import { ContactPerson } from './contact-person.entity.js';
import { fieldError } from './field-error.js';
import { Actor, ContactLoginService } from './contact-login.service.js';
import {
  ContactPersonAdminResponse,
  ContactPersonDetailResponse,
  ContactPersonResponse,
} from './dto/contact-person.response.js';
import { SaveContactPersonDto } from './dto/save-contact-person.dto.js';
import { containsPattern } from '../common/rest/contains-pattern.js';
import { CatalogueCache, type CachedBody } from '../houses/catalogue-cache.js';
import { UserCache } from '../users/user-cache.js';

// `id` is react-admin's default sort (getList without a sort, reference inputs).
export const CONTACT_PEOPLE_SORT = [
  'id',
  'name',
  'email',
  'phoneNumber',
  'published',
  'createdAt',
  'updatedAt',
] as const;
export type ContactPeopleSort = (typeof CONTACT_PEOPLE_SORT)[number];

export const contactPhotoKey = (id: string, filename: string) => `contact-people/${id}/${filename}`;

const notFound = () => new ApiException(404, ErrorCode.NOT_FOUND, 'Der Ansprechpartner wurde nicht gefunden.');

/** Contact people: public profiles with photo, each optionally with a staff login. */
@Injectable()
export class ContactPeopleService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly images: ImageProcessor,
    private readonly userCache: UserCache,
    private readonly catalogue: CatalogueCache,
    private readonly logins: ContactLoginService,
  ) {}

  /**
   * After any change: a contact person's login is a user, and the public list and the addresses
   * new requests are announced to come from the catalogue cache.
   */
  private async changed(): Promise<void> {
    await Promise.all([this.userCache.invalidate(), this.catalogue.invalidate()]);
  }

  /** The public list, from the catalogue cache (every change here drops it). */
  publishedList(): Promise<CachedBody> {
    return this.catalogue.get('contact-people', async () => {
      const people = await this.dataSource
        .getRepository(ContactPerson)
        .find({ where: { published: true }, order: { name: 'ASC' } });
      return people.map(ContactPersonResponse.from);
    });
  }

  async getPublished(id: string): Promise<ContactPersonResponse> {
    const person = await this.dataSource.getRepository(ContactPerson).findOneBy({ id, published: true });
    if (!person) throw notFound();
    return ContactPersonResponse.from(person);
  }

  async list(query: ListQuery<ContactPeopleSort>): Promise<{ rows: ContactPersonAdminResponse[]; total: number }> {
    const builder = this.dataSource
      .getRepository(ContactPerson)
      .createQueryBuilder('person')
      .leftJoinAndSelect('person.user', 'user');
    const { filter } = query;
    if (Array.isArray(filter.id)) {
      const ids = filter.id.filter((id): id is string => isUUID(id));
      if (ids.length === 0) return { rows: [], total: 0 };
      builder.andWhere('person.id IN (:...ids)', { ids });
    }
    if (typeof filter.q === 'string' && filter.q.trim()) {
      builder.andWhere(new Brackets((where) => where.where('person.name ILIKE :q').orWhere('person.email ILIKE :q')), {
        q: containsPattern(filter.q.trim()),
      });
    }
    if (typeof filter.published === 'boolean')
      builder.andWhere('person.published = :published', { published: filter.published });
    const total = await builder.getCount();
    const rows = await builder
      .orderBy(`person.${query.sortField}`, query.sortOrder)
      .addOrderBy('person.id', query.sortOrder) // same direction: a sort by id stays one order
      .skip(query.skip)
      .take(query.take)
      .getMany();
    return { rows: rows.map(ContactPersonAdminResponse.fromAdmin), total };
  }

  /** The user id of a person's staff login (404 for a person without one). */
  async loginOf(id: string): Promise<string> {
    const person = await this.dataSource
      .getRepository(ContactPerson)
      .findOne({ where: { id }, select: { id: true, userId: true } });
    if (!person) throw notFound();
    if (!person.userId) throw new ApiException(404, ErrorCode.NOT_FOUND, 'Dieser Ansprechpartner hat keine Anmeldung.');
    return person.userId;
  }

  /** One person for staff, with the recorded changes of their login. */
  async get(id: string): Promise<ContactPersonDetailResponse> {
    const person = await this.dataSource
      .getRepository(ContactPerson)
      .findOne({ where: { id }, relations: { user: true } });
    if (!person) throw notFound();
    const changes = person.userId ? await loginChangesOf(this.dataSource.manager, person.userId) : [];
    return ContactPersonDetailResponse.fromDetail(person, changes);
  }

  /** Creating needs a photo (spec: a contact person cannot be saved without an image). */
  async create(
    dto: SaveContactPersonDto,
    photo: Express.Multer.File | undefined,
    actor: Actor,
  ): Promise<ContactPersonDetailResponse> {
    if (!photo) throw fieldError('image', VALIDATION_MESSAGES.contactPersonImageRequired);
    return this.save(null, dto, photo, actor);
  }

  async update(
    id: string,
    dto: SaveContactPersonDto,
    photo: Express.Multer.File | undefined,
    actor: Actor,
  ): Promise<ContactPersonDetailResponse> {
    const person = await this.dataSource.getRepository(ContactPerson).findOneBy({ id });
    if (!person) throw notFound();
    return this.save(person, dto, photo, actor);
  }

  /** What blocks deleting the person, for the admin's delete dialog. */
  async usage(id: string): Promise<ContactPersonUsageDto> {
    await this.get(id);
    return contactPersonUsage(this.dataSource, id);
  }

  /** Refused while houses or requests still name the person, so nothing is orphaned. */
  async remove(id: string, actor: Actor): Promise<ContactPersonDetailResponse> {
    const before = await this.get(id);
    const [houses, requests] = await Promise.all([
      this.dataSource.getRepository(House).countBy({ contactPersonId: id }),
      this.dataSource.getRepository(CustomerRequest).countBy({ contactPersonId: id }),
    ]);
    if (houses + requests > 0) {
      throw new ApiException(
        409,
        ErrorCode.CONFLICT,
        `Der Ansprechpartner ist noch ${houses} Häusern und ${requests} Anfragen zugeordnet. Bitte ordnen Sie diese zuerst jemand anderem zu.`,
      );
    }
    const person = await this.dataSource.getRepository(ContactPerson).findOneByOrFail({ id });
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(ContactPerson).delete(id);
      if (person.userId) await this.logins.remove(manager, person.userId, actor);
    });
    await this.changed();
    if (person.imagePath) await deleteQuietly(this.storage, this.photoKeys(id, person.imagePath));
    return before;
  }

  private async save(
    existing: ContactPerson | null,
    dto: SaveContactPersonDto,
    photo: Express.Multer.File | undefined,
    actor: Actor,
  ): Promise<ContactPersonDetailResponse> {
    const confirmed = await this.logins.confirmChanges(existing?.userId ?? null, dto, actor);
    const id = existing?.id ?? randomUUID();
    let stored: { filename: string; keys: string[] } | null = null;
    if (photo) {
      const processed = await this.images.process(photo.buffer);
      const base = randomUUID();
      stored = { filename: `${base}.webp`, keys: [] };
      for (const variant of processed.variants) {
        const key = contactPhotoKey(id, `${base}${variant.suffix}.webp`);
        await this.storage.put(key, variant.buffer, variant.contentType);
        stored.keys.push(key);
      }
    }
    try {
      await this.dataSource.transaction(async (manager) => {
        const userId = await this.logins.save(manager, existing?.userId ?? null, dto, actor, confirmed);
        const fields = {
          name: dto.name,
          email: dto.email,
          phoneNumber: dto.phoneNumber,
          published: dto.published ?? existing?.published ?? false,
          userId,
          ...(stored ? { imagePath: stored.filename } : {}),
        };
        if (existing) await manager.getRepository(ContactPerson).update(id, fields);
        else await manager.getRepository(ContactPerson).insert({ id, ...fields });
      });
    } catch (error) {
      if (stored) await deleteQuietly(this.storage, stored.keys);
      throw error;
    }
    await this.changed();
    if (stored && existing?.imagePath) await deleteQuietly(this.storage, this.photoKeys(id, existing.imagePath));
    return this.get(id);
  }

  private photoKeys(id: string, filename: string): string[] {
    return variantNames(filename).map((name) => contactPhotoKey(id, name));
  }
}
