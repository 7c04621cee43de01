/**
 * Pages a visit may start on, by exact path, with their module in src/pages. The build lists each
 * one's chunks in `page-preloads.json`; the API names them as modulepreloads in that page's
 * index.html, so the browser loads the page's code together with the app's instead of after it.
 * A `:name` segment stands for any one segment; the API looks a page's own path up first. A house
 * page is a landing page: links to one house are shared, as are links to a shared plan.
 */
export const LANDING_PAGES: Record<string, string> = {
  '/login': 'LoginPage',
  '/impressum': 'ImprintPage',
  '/datenschutz': 'PrivacyPage',
  '/configure': 'ConfigurePage',
  '/configure/property-shape': 'PropertyShapePage',
  '/configure/construction-method': 'ConstructionMethodPage',
  '/configure/:id': 'ConfigureHousePage',
  '/choose-construction-stage': 'ConstructionStagePage',
  '/your-house': 'YourHousePage',
  '/request': 'RequestPage',
  '/request/personal-info': 'PersonalInfoPage',
  '/request/overview': 'RequestOverviewPage',
  '/request/successfully-created': 'RequestSuccessPage',
  '/plan/:id': 'PlanSharePage',
};
