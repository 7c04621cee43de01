import type { ContactAssignmentRule } from '../types/contact-assignment.dto.js';

/** A published contact person as the rotation sees them. */
export interface RotationCandidate {
  id: string;
  /** Milliseconds since the epoch of the person's last assignment; null: never assigned. */
  lastAssignedAt: number | null;
}

export interface ContactAssignmentInput {
  /** The contact person of the chosen house, published or not; null without house or person. */
  houseContactPersonId: string | null;
  /** The vendor's default contact person (settings), published or not. */
  defaultContactPersonId: string | null;
  /** Every published contact person. */
  published: readonly RotationCandidate[];
  /** The person the visitor was shown (ContactAssignmentDto), if any. */
  shownContactPersonId?: string | null;
}

export interface ContactAssignmentChoice {
  rule: ContactAssignmentRule;
  /** null only when nobody is published. */
  contactPersonId: string | null;
}

/**
 * Order of the fair rotation: whoever was never assigned first, then the longest without an
 * assignment; the id decides ties, so every instance (and the database) picks the same person.
 */
export function compareRotation(a: RotationCandidate, b: RotationCandidate): number {
  if (a.lastAssignedAt !== b.lastAssignedAt) {
    if (a.lastAssignedAt === null) return -1;
    if (b.lastAssignedAt === null) return 1;
    return a.lastAssignedAt - b.lastAssignedAt;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The published person next in the rotation, or null when nobody is published. */
export function nextInRotation(published: readonly RotationCandidate[]): string | null {
  return [...published].sort(compareRotation)[0]?.id ?? null;
}

/**
 * Who takes a new request: the house's contact person if published, else the vendor's default
 * if published, else the rotation. In the rotation the person the visitor was shown is kept while
 * still published, so the person promised on the page is the person who calls.
 */
export function chooseContactPerson(input: ContactAssignmentInput): ContactAssignmentChoice {
  const isPublished = (id: string | null | undefined): id is string =>
    !!id && input.published.some((person) => person.id === id);
  if (isPublished(input.houseContactPersonId)) return { rule: 'HOUSE', contactPersonId: input.houseContactPersonId };
  if (isPublished(input.defaultContactPersonId)) {
    return { rule: 'DEFAULT', contactPersonId: input.defaultContactPersonId };
  }
  if (isPublished(input.shownContactPersonId)) return { rule: 'ROTATION', contactPersonId: input.shownContactPersonId };
  return { rule: 'ROTATION', contactPersonId: nextInRotation(input.published) };
}
