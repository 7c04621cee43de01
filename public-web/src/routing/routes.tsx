import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { catalogueLoader } from '../configure/catalogue-request';
import { houseLoader } from '../configure/house-loader';
import { HouseLoadError } from '../configure/HouseLoadError';
import { MobileLayout, MobileLayoutFallback, type FrameHandle } from '../layouts/MobileLayout';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { StartPage } from '../pages/StartPage';
import { homeLoader, internetExplorerGuard, loginLoader, overviewGuard } from './guards';
import { pageModules } from './page-modules';
import type { PageName } from './page-names';

/** Lazy route module: the page's JavaScript is only fetched when the route is visited. */
const page =
  (name: PageName): RouteObject['lazy'] =>
  async () => ({ Component: (await pageModules[name]()).default });

/** The customer's home shows on `/` (the start page's route), loaded only for a customer. */
const CustomerHomePage = lazy(pageModules.customerHome);

/** Forms and the request's summary: a column that reads well on desktops. */
const narrow: FrameHandle = { width: 'narrow' };

/** Public routes (spec section 2). Only the start page is part of the initial bundle. */
export const routes: RouteObject[] = [
  {
    element: <MobileLayout />,
    HydrateFallback: MobileLayoutFallback,
    errorElement: <RouteErrorPage />,
    children: [
      {
        index: true,
        loader: homeLoader,
        element: <StartPage customerHome={<CustomerHomePage />} />,
        handle: { width: 'full' } satisfies FrameHandle,
      },
      {
        // Every page except the start page: Internet Explorer users are sent to /.
        loader: internetExplorerGuard,
        children: [
          { path: 'login', loader: loginLoader, lazy: page('login'), handle: narrow },
          { path: 'impressum', lazy: page('imprint') },
          { path: 'datenschutz', lazy: page('privacy') },
          {
            path: 'configure',
            children: [
              { index: true, loader: catalogueLoader, lazy: page('configure') },
              { path: 'construction-method', lazy: page('constructionMethod') },
              { path: 'property-shape', lazy: page('propertyShape') },
              {
                path: ':id',
                loader: houseLoader,
                lazy: page('configureHouse'),
                errorElement: <HouseLoadError />,
              },
            ],
          },
          // One route for both forms, so choosing a stage does not mount the page anew.
          { path: 'choose-construction-stage/:id?', lazy: page('constructionStage') },
          { path: 'your-house', lazy: page('yourHouse') },
          {
            path: 'request',
            children: [
              { index: true, lazy: page('request'), handle: narrow },
              { path: 'overview', loader: overviewGuard, lazy: page('overview'), handle: narrow },
              { path: 'personal-info', lazy: page('personalInfo'), handle: narrow },
              { path: 'successfully-created', lazy: page('success'), handle: narrow },
            ],
          },
          // A shared plan, read-only (issue 26): the link is all a visitor has.
          { path: 'plan/:id', lazy: page('planShare') },
          { path: '*', lazy: page('notFound') },
        ],
      },
    ],
  },
];
