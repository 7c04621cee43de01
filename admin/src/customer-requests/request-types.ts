import type { CustomerRequestAdminDto } from '@hauskonfig/shared';
import type { RaRecord } from 'react-admin';

/** A row of GET /admin/customer-requests; GET by id adds the works and the status history. */
export type CustomerRequestRecord = RaRecord<string> & CustomerRequestAdminDto;
