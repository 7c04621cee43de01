/** German texts of the dashboard (merged into the catalogue by customer-requests/messages.de.ts). */
export const dashboardMessages = {
  byStatus: 'Anfragen nach Status',
  statusLink: '%{status}: %{count} Anfragen anzeigen',
  total: '%{smart_count} Anfrage insgesamt |||| %{smart_count} Anfragen insgesamt',
  perWeek: 'Neue Anfragen pro Woche',
  perWeekSummary: 'Neue Anfragen der letzten 8 Wochen: %{weeks}',
  week: 'KW %{week}',
  weekValue: 'KW %{week}: %{count}',
  recent: 'Neueste Anfragen',
  noRequests: 'Noch keine Anfragen vorhanden.',
  allRequests: 'Alle Anfragen',
};
