/** Shown after a request is sent. */
export const FOLLOW_UP_PROMISE =
  'Ihr Ansprechpartner wird Sie innerhalb der nächsten Arbeitswoche anrufen oder Ihnen schreiben, um ein erstes unverbindliches Gespräch zu vereinbaren.';
