import { ConversionStatus } from '../enums/conversion-status.js';

/** A 3D model of a house. */
export interface HouseViewDto {
  id: string;
  name: string;
  standard: boolean;
  /** ISO 8601 timestamp. */
  updatedAt: string;
  filename: string;
  conversionStatus: ConversionStatus;
}
