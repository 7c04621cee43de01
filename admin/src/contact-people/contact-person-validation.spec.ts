import { describe, expect, it } from 'vitest';
import { changesLogin } from './contact-person-validation';

describe('changesLogin', () => {
  it('is a change when a first username is entered', () => {
    expect(changesLogin({ username: 'mmuster' }, null)).toBe(true);
    expect(changesLogin({ username: '' }, null)).toBe(false);
  });

  it('is a change when a stored login gets a new username or a password', () => {
    expect(changesLogin({ username: 'neu' }, 'alt')).toBe(true);
    expect(changesLogin({ username: 'alt', password: 'geheim-genug' }, 'alt')).toBe(true);
  });

  it('is no change when the stored username is sent back unchanged without a password', () => {
    expect(changesLogin({ username: 'alt', password: '' }, 'alt')).toBe(false);
    expect(changesLogin({}, 'alt')).toBe(false);
  });
});
