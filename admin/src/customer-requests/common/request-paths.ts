import { useCallback } from 'react';
import { useBasename, type Identifier } from 'react-admin';

/**
 * Links to the request pages. Edit and preview are custom routes, so react-admin's createPath
 * cannot build them, and the router itself has no basename: the admin prefix is added here.
 */
export function useRequestPaths() {
  const basename = useBasename();
  const list = `${basename}/customer-requests`;
  const edit = useCallback((id: Identifier) => `${list}/edit/${encodeURIComponent(String(id))}`, [list]);
  const preview = useCallback((id: Identifier) => `${list}/preview/${encodeURIComponent(String(id))}`, [list]);
  return { list, edit, preview };
}

/** Redirect target after creating a request; react-admin's redirect adds the basename itself. */
export const editRedirect = (_resource?: string, id?: Identifier) => `/customer-requests/edit/${id}`;
