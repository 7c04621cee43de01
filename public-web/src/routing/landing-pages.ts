/**
 * Pages a visit may start on, by exact path, with their module in src/pages. The build lists each
 * one's chunks in `page-preloads.json`; the API names them as modulepreloads in that page's
 * index.html, so the browser loads the page's code together with the app's instead of after it.
 * Paths with parameters are left out: their first load is rare.
 */
export const LANDING_PAGES: Record<string, string> = {
  '/login': 'LoginPage',
  '/impressum': 'ImprintPage',
  '/datenschutz': 'PrivacyPage',
  '/configure': 'ConfigurePage',
  '/configure/property-shape': 'PropertyShapePage',
  '/configure/construction-method': 'ConstructionMethodPage',
  '/choose-construction-stage': 'ConstructionStagePage',
  '/your-house': 'YourHousePage',
  '/request': 'RequestPage',
  '/request/personal-info': 'PersonalInfoPage',
  '/request/overview': 'RequestOverviewPage',
  '/request/successfully-created': 'RequestSuccessPage',
};
