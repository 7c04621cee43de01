import type { ComponentType } from 'react';
import type { PageName } from './page-names';

type PageModule = () => Promise<{ default: ComponentType }>;

/**
 * Every lazily loaded page, by name. The router loads them on navigation; the idle prefetch loads
 * the next steps' ones earlier (the browser caches the module, so both share one download). Only
 * the router and the prefetch import this list: a page importing it would import itself.
 */
export const pageModules = {
  login: () => import('../pages/LoginPage'),
  propertyShape: () => import('../pages/PropertyShapePage'),
  constructionMethod: () => import('../pages/ConstructionMethodPage'),
  configure: () => import('../pages/ConfigurePage'),
  configureHouse: () => import('../pages/ConfigureHousePage'),
  constructionStage: () => import('../pages/ConstructionStagePage'),
  yourHouse: () => import('../pages/YourHousePage'),
  request: () => import('../pages/RequestPage'),
  personalInfo: () => import('../pages/PersonalInfoPage'),
  overview: () => import('../pages/RequestOverviewPage'),
  success: () => import('../pages/RequestSuccessPage'),
  customerHome: () => import('../pages/CustomerHomePage'),
  planShare: () => import('../pages/PlanSharePage'),
  notFound: () => import('../pages/NotFoundPage'),
  imprint: () => import('../pages/ImprintPage'),
  privacy: () => import('../pages/PrivacyPage'),
} satisfies Record<PageName, PageModule>;
