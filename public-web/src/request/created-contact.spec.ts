import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage';
import { createdContact } from './created-contact';

const PERSON = {
  id: 'p1',
  name: 'Eva Maier',
  email: 'eva@example.org',
  phoneNumber: '+43 1 234',
  imageUrl: '/api/v1/contact-people/p1/image',
};

let storage: MemoryStorage;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});

afterEach(() => vi.unstubAllGlobals());

describe('createdContact', () => {
  it('keeps the assigned person for the tab, and forgets them for a request without one', () => {
    createdContact.save(PERSON);
    expect(createdContact.get()).toEqual(PERSON);
    createdContact.save(null);
    expect(createdContact.get()).toBeNull();
  });

  it('ignores a stored value that is no contact person', () => {
    storage.setItem('hauskonfig_request_contact', JSON.stringify({ ...PERSON, phoneNumber: 43 }));
    expect(createdContact.get()).toBeNull();
    storage.setItem('hauskonfig_request_contact', '{broken');
    expect(createdContact.get()).toBeNull();
  });
});
