/** Public fields of a contact person; login data never leaves the admin API. */
export interface ContactPersonDto {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  imageUrl: string;
}
