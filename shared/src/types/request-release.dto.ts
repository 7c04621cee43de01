import type { AccessTextSender } from '../rules/customer-access.js';

/** Body of POST /admin/customer-requests/{id}/release. */
export interface ReleaseRequestInput {
  /** Also e-mail the customer the personal link and code. */
  sendMail?: boolean;
  /** Put the password into that mail too; only when staff tick it. */
  mailPassword?: boolean;
  /** Make a new password although the customer has one (the old one stops working). */
  newPassword?: boolean;
}

/** Answer of the release: the access data to hand to the customer. */
export interface ReleaseResultDto {
  loginCode: string;
  /** Path of the personal link on the public site, e.g. "/?code=123456". */
  loginPath: string;
  /** Only when this release created it; otherwise the customer keeps the one given before. */
  password: string | null;
  /** Whether a mail to the customer was queued. */
  mailQueued: boolean;
  /** Who signs the access text (customerAccessText), as the release mail signs it. */
  sender: AccessTextSender;
}

/** Answer of POST admin/customer-requests/{id}/generate-credentials: a new password, shown once. */
export interface CredentialsDto {
  loginCode: string;
  password: string;
  /** Path of the personal link on the public site, e.g. "/?code=123456". */
  loginPath: string;
}
