export enum NotificationType {
  INFO = 'INFO',
  WARN = 'WARN',
  ERROR = 'ERROR',
}

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  [NotificationType.INFO]: 'Information',
  [NotificationType.WARN]: 'Warnung',
  [NotificationType.ERROR]: 'Fehler',
};
