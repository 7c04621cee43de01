import { redirect } from 'react-router';
import { isInternetExplorer } from '../utils/browser';

/**
 * is-internet-explorer guard: Internet Explorer users are sent to the start page (which shows the
 * warning) from every other page. Runs as a loader, i.e. before a lazy page module is fetched.
 */
export const internetExplorerGuard = () => (isInternetExplorer() ? redirect('/') : null);
