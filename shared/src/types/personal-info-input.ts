/** Personal information a visitor enters for a new request; field names as the API expects them. */
export interface PersonalInfoInput {
  email: string;
  firstname: string;
  lastname: string;
  phoneNumber: string;
  notes?: string;
  place?: string;
  propertyNumber?: string;
}
