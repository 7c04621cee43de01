import type { LoginResponseDto } from './user.dto.js';

/** GET auth/second-factor: the signed-in staff member's own second factor. */
export interface SecondFactorStatusDto {
  enabled: boolean;
  /** ISO 8601 timestamp of the enrolment; null while none is set up. */
  enabledAt: string | null;
  /** The security settings make a second factor mandatory for all staff. */
  required: boolean;
  /** Unused recovery codes left. */
  recoveryCodesLeft: number;
}

/** POST auth/second-factor/setup `{ currentPassword }`: a new secret to scan, in force once confirmed. */
export interface SecondFactorSetupDto {
  /** Base32, for typing into an app that cannot scan. */
  secret: string;
  /** `otpauth://totp/…`, the content of the QR code. */
  otpauthUri: string;
  /** The QR code as an SVG document. */
  qrCodeSvg: string;
}

/**
 * POST auth/second-factor/confirm `{ code }`: the factor is in force. Every earlier session of the
 * user has ended; this answer carries the new session of the device that confirmed, and the
 * recovery codes, shown this once.
 */
export interface SecondFactorEnabledDto extends LoginResponseDto {
  recoveryCodes: string[];
}

/** Body of POST auth/second-factor/confirm. */
export interface SecondFactorConfirmInput {
  code: string;
}

/** Body of POST auth/second-factor/setup, and of a colleague's reset (admin/contact-people/{id}/second-factor/reset). */
export interface CurrentPasswordInput {
  currentPassword: string;
}

/** Body of DELETE auth/second-factor: one's own password and a current code (or a recovery code). */
export interface SecondFactorDisableInput {
  currentPassword: string;
  code: string;
}

/** GET/PUT admin/security-settings: the second factor, and how long personal data is kept (days). */
export interface SecuritySettingsDto {
  secondFactorRequired: boolean;
  /** Saved plans are deleted this many days after they were last saved. */
  savedPlanRetentionDays: number;
  /** Declined or archived requests are deleted this many days after their last change. */
  closedRequestRetentionDays: number;
  /** Copies of sent mails are deleted this many days after sending. */
  sentMailRetentionDays: number;
  /** ISO 8601 timestamp of the last change. */
  updatedAt: string;
}
