import { FIELD_LABELS } from '@hauskonfig/shared';

const NAME = 'Ansprechpartner';

/** German texts of the contact-people area: react-admin's resource keys and the area's own texts. */
export const contactPersonMessages = {
  resources: {
    'contact-people': {
      name: `${NAME} |||| ${NAME}`,
      forcedCaseName: `${NAME} |||| ${NAME}`,
      fields: {
        id: FIELD_LABELS.id,
        image: FIELD_LABELS.imagePath,
        imageUrl: FIELD_LABELS.imagePath,
        name: FIELD_LABELS.name,
        email: FIELD_LABELS.email,
        phoneNumber: FIELD_LABELS.phoneNumber,
        published: FIELD_LABELS.published,
        username: FIELD_LABELS.username,
        password: 'Neues Passwort',
        passwordConfirmation: 'Neues Passwort bestätigen',
        currentPassword: FIELD_LABELS.currentPassword,
        createdAt: 'Erstellt am',
        updatedAt: 'Geändert am',
        q: FIELD_LABELS.q,
      },
      page: {
        list: NAME,
        create: 'Neuer Ansprechpartner',
        edit: `${NAME} %{recordRepresentation}`,
        show: `${NAME} „%{recordRepresentation}“`,
      },
      action: {
        create: 'Erstellen',
        edit: 'Bearbeiten',
        delete: 'Löschen',
        list: 'Zur Liste',
      },
      message: {
        delete_title: `${NAME} „%{recordRepresentation}“ löschen`,
        delete_content: 'Möchten Sie diesen Ansprechpartner wirklich löschen?',
      },
      notifications: {
        created: `${NAME} angelegt`,
        updated: `${NAME} gespeichert`,
        deleted: `${NAME} gelöscht`,
      },
      notification: {
        offline: 'Keine Verbindung. Die Ansprechpartner konnten nicht geladen werden.',
      },
      empty: 'Noch keine Ansprechpartner vorhanden.',
      invite: 'Möchten Sie einen Ansprechpartner anlegen?',
    },
  },
  app: {
    contactPeople: {
      actions: 'Aktionen',
      currentPhoto: 'Aktuelles Foto',
      replacePhotoHint: 'Ein neues Bild ersetzt das aktuelle Foto.',
      usernameHintNewLogin: 'Optional: Benutzername für die Anmeldung in der Verwaltung.',
      usernameHintKeep: 'Der Benutzername kann geändert, die Anmeldung aber nicht entfernt werden.',
      passwordHintNewLogin: 'Nur nötig, wenn ein Benutzername vergeben wird (mindestens 10 Zeichen).',
      passwordHintKeep: 'Leer lassen, um das bisherige Passwort zu behalten.',
      currentPasswordHint:
        'Zur Bestätigung: Wer eine Anmeldung einrichtet oder Benutzername bzw. Passwort ändert, gibt sein eigenes Passwort ein.',
      loginChanges: {
        title: 'Änderungen der Anmeldung',
        changedAt: 'Zeitpunkt',
        change: 'Änderung',
        username: 'Benutzername',
        changedBy: 'Geändert von',
        system: 'System (Start)',
      },
      delete: {
        inUse:
          'Dieser Ansprechpartner ist noch zugeordnet. Bitte ordnen Sie diese Häuser und Anfragen zuerst jemand anderem zu:',
        houses: 'Häuser',
        requests: 'Kundenanfragen',
      },
    },
  },
};
