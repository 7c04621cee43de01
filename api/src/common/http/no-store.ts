import type { RequestHandler } from 'express';

/**
 * API answers may be personal (a customer's request, the logged-in user, tokens), so no browser or
 * proxy cache may keep them unless a route says otherwise: the catalogue, images and 3D models set
 * their own Cache-Control, which replaces this one.
 */
export const noStoreByDefault: RequestHandler = (_request, response, next) => {
  response.setHeader('Cache-Control', 'no-store');
  next();
};
