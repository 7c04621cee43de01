import { randomBytes } from 'node:crypto';

/** 128 random bits, URL-safe: the link is the only key to a shared plan, so it must not be guessable. */
export const newPlanShareToken = (): string => randomBytes(16).toString('base64url');

const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** Whether a path segment can be a token at all (anything else is not looked up). */
export const isPlanShareToken = (value: string): boolean => TOKEN.test(value);
