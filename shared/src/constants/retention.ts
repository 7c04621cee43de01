/** How long personal data is kept unless staff choose otherwise ("Datenschutz" in the admin), in days. */
export const RETENTION_DEFAULT_DAYS = {
  savedPlanRetentionDays: 90,
  closedRequestRetentionDays: 365,
  sentMailRetentionDays: 90,
} as const;

/** Bounds of every retention period: at least a day, at most ten years. */
export const RETENTION_MIN_DAYS = 1;
export const RETENTION_MAX_DAYS = 3650;
