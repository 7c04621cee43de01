import { LOGIN_CODE_LENGTH } from '@hauskonfig/shared';

/** German texts of saving a plan and opening it again with its code. */
export const deSavedPlan = {
  save: 'Planung speichern',
  saving: 'Wird gespeichert …',
  dialogTitle: 'Ihre Planung ist gespeichert',
  codeLabel: 'Ihr Code',
  validUntil: (date: string) => `Gültig bis ${date}`,
  linkLabel: 'Link zu Ihrer Planung',
  fullLinkLabel: 'Vollständiger Link mit Ihren persönlichen Angaben',
  copyCode: 'Code kopieren',
  copyLink: 'Link kopieren',
  copyFullLink: 'Vollständigen Link kopieren',
  copied: 'Kopiert',
  copyFailed: 'Kopieren ist in diesem Browser nicht möglich. Bitte markieren und kopieren Sie den Text selbst.',
  anyDevice:
    'Mit diesem Code oder Link öffnen Sie Ihre Planung auf jedem Gerät: unter „Anmelden“ → „Planung fortsetzen“. Ihre persönlichen Angaben werden dabei zu Ihrem Schutz nicht übertragen. Speichern Sie später erneut, bleibt der Code derselbe.',
  fullLinkNote:
    'Der vollständige Link öffnet die Planung auf einem anderen Gerät samt Ihren persönlichen Angaben. Geben Sie ihn nicht weiter: Wer ihn hat, sieht Ihren Namen und Ihre Kontaktdaten.',
  resumeTitle: 'Planung fortsetzen',
  resumeIntro: `Sie haben Ihre Planung gespeichert? Geben Sie den ${LOGIN_CODE_LENGTH}-stelligen Code ein, den Sie dabei erhalten haben.`,
  resumeCode: 'Code der Planung',
  resumeCodeHint: `${LOGIN_CODE_LENGTH} Ziffern, angezeigt beim Speichern Ihrer Planung`,
  codeRequired: 'Bitte geben Sie den Code Ihrer Planung ein.',
  resumeSubmit: 'Planung öffnen',
  opening: 'Planung wird geöffnet …',
  houseGone: 'Das Musterhaus dieser Planung ist nicht mehr im Angebot. Bitte wählen Sie ein anderes Haus.',
  openFailed: 'Die Planung konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.',
  saveFailed: 'Die Planung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  restored: 'Ihre gespeicherte Planung ist geöffnet.',
  restoredWithoutPersonalInfo:
    'Ihre gespeicherte Planung ist geöffnet. Ihre persönlichen Angaben wurden zu Ihrem Schutz nicht übertragen: Bitte geben Sie sie erneut ein oder öffnen Sie die Planung mit dem vollständigen Link.',
} as const;
