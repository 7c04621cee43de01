/**
 * The lazily loaded pages, by name. A list of its own so the flow steps can name the pages to load
 * ahead without importing the page modules (which import the pages, which show the flow steps).
 */
export type PageName =
  | 'login'
  | 'propertyShape'
  | 'constructionMethod'
  | 'configure'
  | 'configureHouse'
  | 'constructionStage'
  | 'yourHouse'
  | 'request'
  | 'personalInfo'
  | 'overview'
  | 'success'
  | 'customerHome'
  | 'planShare'
  | 'notFound'
  | 'imprint'
  | 'privacy';
