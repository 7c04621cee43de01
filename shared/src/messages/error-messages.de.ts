/** Machine-readable codes of the API's error catalogue; the `code` of ApiErrorBody. */
export enum ErrorCode {
  VALIDATION_FAILED = 'VALIDATION_FAILED',
  BAD_REQUEST = 'BAD_REQUEST',
  UNAUTHORIZED = 'UNAUTHORIZED',
  FORBIDDEN = 'FORBIDDEN',
  NOT_FOUND = 'NOT_FOUND',
  ROUTE_NOT_FOUND = 'ROUTE_NOT_FOUND',
  CONFLICT = 'CONFLICT',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE = 'UNSUPPORTED_MEDIA_TYPE',
  UNPROCESSABLE = 'UNPROCESSABLE',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
  INTERNAL_ERROR = 'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
  WRONG_STATUS = 'WRONG_STATUS',
  REQUEST_NOT_FOUND = 'REQUEST_NOT_FOUND',
  INVALID_CUSTOMER_LINK = 'INVALID_CUSTOMER_LINK',
  WRONG_CREDENTIALS = 'WRONG_CREDENTIALS',
  VIEW_FORBIDDEN = 'VIEW_FORBIDDEN',
  VIEW_NOT_FOUND = 'VIEW_NOT_FOUND',
  VIEW_FILE_MISSING = 'VIEW_FILE_MISSING',
  HOUSE_NOT_FOUND = 'HOUSE_NOT_FOUND',
  PUBLISH_INCOMPLETE = 'PUBLISH_INCOMPLETE',
  INVALID_JSON = 'INVALID_JSON',
  SESSION_EXPIRED = 'SESSION_EXPIRED',
  ACCESS_CHANGED = 'ACCESS_CHANGED',
  SESSION_ENDED = 'SESSION_ENDED',
  ACCOUNT_LOCKED = 'ACCOUNT_LOCKED',
  INVALID_MODEL = 'INVALID_MODEL',
  INVALID_IMAGE = 'INVALID_IMAGE',
  RANGE_NOT_SATISFIABLE = 'RANGE_NOT_SATISFIABLE',
  CURRENT_PASSWORD_REQUIRED = 'CURRENT_PASSWORD_REQUIRED',
  CURRENT_PASSWORD_WRONG = 'CURRENT_PASSWORD_WRONG',
  JSON_TOO_DEEP = 'JSON_TOO_DEEP',
  FORBIDDEN_FIELD_NAME = 'FORBIDDEN_FIELD_NAME',
  REQUEST_TOO_LARGE = 'REQUEST_TOO_LARGE',
  REQUEST_TIMEOUT = 'REQUEST_TIMEOUT',
  CROSS_SITE_REQUEST = 'CROSS_SITE_REQUEST',
  HOUSE_IN_USE = 'HOUSE_IN_USE',
  REQUEST_NOT_RELEASED = 'REQUEST_NOT_RELEASED',
  RELEASE_ACTION_REQUIRED = 'RELEASE_ACTION_REQUIRED',
  RELEASE_IN_PROGRESS = 'RELEASE_IN_PROGRESS',
  NOT_CUSTOM_HOUSE = 'NOT_CUSTOM_HOUSE',
  SAVED_PLAN_NOT_FOUND = 'SAVED_PLAN_NOT_FOUND',
  PLAN_SHARE_NOT_FOUND = 'PLAN_SHARE_NOT_FOUND',
  SAVED_PLAN_EXPIRED = 'SAVED_PLAN_EXPIRED',
  PRIVACY_CONSENT_REQUIRED = 'PRIVACY_CONSENT_REQUIRED',
  PRIVACY_TEXT_CHANGED = 'PRIVACY_TEXT_CHANGED',
  LOGIN_BUSY = 'LOGIN_BUSY',
  SECOND_FACTOR_REQUIRED = 'SECOND_FACTOR_REQUIRED',
  SECOND_FACTOR_WRONG = 'SECOND_FACTOR_WRONG',
  SECOND_FACTOR_SETUP_REQUIRED = 'SECOND_FACTOR_SETUP_REQUIRED',
  SECOND_FACTOR_MANDATORY = 'SECOND_FACTOR_MANDATORY',
  CODE_LOOKUPS_BUSY = 'CODE_LOOKUPS_BUSY',
  SAVED_PLANS_BUSY = 'SAVED_PLANS_BUSY',
  SAVED_PLANS_FULL = 'SAVED_PLANS_FULL',
  INCLUDED_WORK_MISSING = 'INCLUDED_WORK_MISSING',
  QUEUE_BOARD_UNAVAILABLE = 'QUEUE_BOARD_UNAVAILABLE',
  AR_LINK_EXPIRED = 'AR_LINK_EXPIRED',
  AR_LINK_INVALID = 'AR_LINK_INVALID',
}

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  [ErrorCode.VALIDATION_FAILED]: 'Die Eingaben sind nicht gültig. Bitte überprüfen Sie die markierten Felder.',
  [ErrorCode.BAD_REQUEST]: 'Die Anfrage ist fehlerhaft.',
  [ErrorCode.UNAUTHORIZED]: 'Bitte melden Sie sich an.',
  [ErrorCode.FORBIDDEN]: 'Sie haben keine Berechtigung für diese Aktion.',
  [ErrorCode.NOT_FOUND]: 'Der gesuchte Eintrag wurde nicht gefunden.',
  [ErrorCode.ROUTE_NOT_FOUND]: 'Diese Adresse gibt es nicht.',
  [ErrorCode.CONFLICT]: 'Der Eintrag steht im Konflikt mit einem bestehenden Eintrag.',
  [ErrorCode.PAYLOAD_TOO_LARGE]: 'Die hochgeladene Datei ist zu groß.',
  [ErrorCode.UNSUPPORTED_MEDIA_TYPE]: 'Dieses Dateiformat wird nicht unterstützt.',
  [ErrorCode.UNPROCESSABLE]: 'Die Anfrage konnte nicht verarbeitet werden.',
  [ErrorCode.TOO_MANY_REQUESTS]: 'Zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.',
  [ErrorCode.INTERNAL_ERROR]: 'Ein unbekannter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  [ErrorCode.SERVICE_UNAVAILABLE]:
    'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es später erneut.',
  [ErrorCode.WRONG_STATUS]: 'Nur Anfragen mit dem Status „In Planung“ oder „Verkauft“ können freigegeben werden.',
  [ErrorCode.REQUEST_NOT_FOUND]: 'Die Anfrage wurde nicht gefunden. Bitte überprüfen Sie die URL.',
  [ErrorCode.INVALID_CUSTOMER_LINK]:
    'Dieser Kundenlink ist nicht mehr gültig. Bitte wenden Sie sich an Ihren Ansprechpartner.',
  [ErrorCode.WRONG_CREDENTIALS]: 'Die Anmeldung ist fehlgeschlagen. Bitte überprüfen Sie die eingegebenen Daten.',
  [ErrorCode.VIEW_FORBIDDEN]: 'Sie haben keine Berechtigung, dieses 3D-Modell anzusehen.',
  [ErrorCode.VIEW_NOT_FOUND]: 'Das 3D-Modell wurde nicht gefunden. Möglicherweise existiert es nicht mehr.',
  [ErrorCode.VIEW_FILE_MISSING]:
    'Die Datei des 3D-Modells liegt nicht auf dem Server. Bitte laden Sie eine neue Datei hoch oder löschen Sie das 3D-Modell.',
  [ErrorCode.HOUSE_NOT_FOUND]: 'Das Haus wurde nicht gefunden.',
  [ErrorCode.PUBLISH_INCOMPLETE]:
    'Das Haus kann erst veröffentlicht werden, wenn alle erforderlichen Daten vorhanden sind.',
  [ErrorCode.INVALID_JSON]: 'Die Anfrage enthält kein gültiges JSON.',
  [ErrorCode.SESSION_EXPIRED]: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  [ErrorCode.ACCESS_CHANGED]:
    'Ihr Zugang wurde von Ihrem Anbieter geändert. Bitte wenden Sie sich an Ihren Ansprechpartner.',
  [ErrorCode.SESSION_ENDED]: 'Sie wurden abgemeldet. Bitte melden Sie sich erneut an.',
  [ErrorCode.ACCOUNT_LOCKED]: 'Zu viele fehlgeschlagene Anmeldeversuche. Die Anmeldung ist für {0} Minuten gesperrt.',
  [ErrorCode.INVALID_MODEL]: 'Die Datei ist kein gültiges 3D-Modell im GLB-Format.',
  [ErrorCode.INVALID_IMAGE]: 'Die Datei ist kein gültiges Bild.',
  [ErrorCode.RANGE_NOT_SATISFIABLE]: 'Der angefragte Teil der Datei liegt außerhalb der Datei.',
  [ErrorCode.CURRENT_PASSWORD_REQUIRED]: 'Bitte bestätigen Sie die Änderung mit Ihrem eigenen aktuellen Passwort.',
  [ErrorCode.CURRENT_PASSWORD_WRONG]: 'Ihr aktuelles Passwort ist nicht korrekt. Es wurde nichts geändert.',
  [ErrorCode.JSON_TOO_DEEP]: 'Die Anfrage ist zu tief verschachtelt.',
  [ErrorCode.FORBIDDEN_FIELD_NAME]:
    'Die Anfrage enthält einen unzulässigen Feldnamen (__proto__, constructor oder prototype).',
  [ErrorCode.REQUEST_TOO_LARGE]: 'Die Anfrage ist zu groß.',
  [ErrorCode.REQUEST_TIMEOUT]: 'Die Anfrage wurde nicht rechtzeitig übertragen. Bitte versuchen Sie es erneut.',
  [ErrorCode.CROSS_SITE_REQUEST]: 'Diese Aktion ist nur von dieser Seite selbst aus erlaubt.',
  [ErrorCode.HOUSE_IN_USE]:
    'Das Haus wird noch von Kundenanfragen verwendet. Bitte ordnen Sie diesen Anfragen zuerst ein anderes Haus zu.',
  [ErrorCode.REQUEST_NOT_RELEASED]: 'Die Anfrage ist nicht freigegeben. Zugangsdaten entstehen mit „Freigeben“.',
  [ErrorCode.RELEASE_ACTION_REQUIRED]:
    'Die Freigabe für den Kunden ändern nur „Freigeben“ und „Freigabe zurückziehen“, nicht der Status allein.',
  [ErrorCode.RELEASE_IN_PROGRESS]:
    'Diese Anfrage wird gerade freigegeben oder erhält neue Zugangsdaten. Bitte laden Sie die Anfrage neu und prüfen Sie, ob die Freigabe erfolgt ist.',
  [ErrorCode.NOT_CUSTOM_HOUSE]:
    'Die Anfrage hat kein individuelles Haus. Hausdaten lassen sich nur bei einem individuellen Haus ändern.',
  [ErrorCode.PLAN_SHARE_NOT_FOUND]: 'Diese geteilte Hausplanung gibt es nicht. Bitte überprüfen Sie den Link.',
  [ErrorCode.SAVED_PLAN_NOT_FOUND]: 'Zu diesem Code gibt es keine gespeicherte Planung. Bitte überprüfen Sie den Code.',
  [ErrorCode.SAVED_PLAN_EXPIRED]:
    'Diese gespeicherte Planung ist abgelaufen. Bitte beginnen Sie eine neue Planung oder wenden Sie sich an uns.',
  [ErrorCode.PRIVACY_CONSENT_REQUIRED]: 'Bitte stimmen Sie der Datenschutzerklärung zu, um die Anfrage zu senden.',
  [ErrorCode.PRIVACY_TEXT_CHANGED]:
    'Die Datenschutzerklärung wurde inzwischen geändert. Bitte lesen Sie sie und stimmen Sie erneut zu.',
  [ErrorCode.LOGIN_BUSY]:
    'Für dieses Konto wird gerade eine andere Anmeldung geprüft. Bitte versuchen Sie es in einigen Sekunden erneut.',
  [ErrorCode.SECOND_FACTOR_REQUIRED]: 'Bitte geben Sie den Code aus Ihrer Authentifizierungs-App ein.',
  [ErrorCode.SECOND_FACTOR_WRONG]:
    'Der Bestätigungscode stimmt nicht. Bitte geben Sie den aktuellen Code aus Ihrer App oder einen Wiederherstellungscode ein.',
  [ErrorCode.SECOND_FACTOR_SETUP_REQUIRED]:
    'Für die Verwaltung ist ein zweiter Faktor vorgeschrieben. Bitte richten Sie ihn in Ihrem Konto ein.',
  [ErrorCode.SECOND_FACTOR_MANDATORY]:
    'Der zweite Faktor ist für alle Mitarbeiter vorgeschrieben und lässt sich nicht abschalten.',
  [ErrorCode.CODE_LOOKUPS_BUSY]:
    'Gerade werden ungewöhnlich viele Codes abgefragt. Bitte versuchen Sie es in einer Minute erneut.',
  [ErrorCode.SAVED_PLANS_BUSY]:
    'Gerade werden ungewöhnlich viele Planungen gespeichert. Bitte versuchen Sie es später erneut.',
  [ErrorCode.SAVED_PLANS_FULL]:
    'Im Moment können keine weiteren Planungen gespeichert werden. Bitte versuchen Sie es später erneut oder senden Sie uns Ihre Anfrage direkt.',
  [ErrorCode.INCLUDED_WORK_MISSING]:
    'Im Preis der Ausbaustufe „{0}“ enthalten, daher nicht abwählbar: {1}. Bitte wählen Sie diese Leistungen wieder aus oder eine kleinere Ausbaustufe.',
  [ErrorCode.QUEUE_BOARD_UNAVAILABLE]:
    'Die Warteschlangen gibt es nur mit Redis (REDIS_URL); ohne Redis arbeitet der Server sie selbst ab.',
  [ErrorCode.AR_LINK_EXPIRED]:
    'Der Link für die AR-Ansicht ist abgelaufen. Bitte tippen Sie in der 3D-Ansicht erneut auf „In AR ansehen“.',
  [ErrorCode.AR_LINK_INVALID]:
    'Der Link für die AR-Ansicht ist ungültig. Bitte öffnen Sie die AR-Ansicht erneut aus der 3D-Ansicht.',
};
