import { describe, expect, it } from 'vitest';
import { contactPersonFormData } from './contact-person-form-data';

describe('contactPersonFormData', () => {
  it('sends the filled texts, the published flag and a picked photo', () => {
    const photo = new File(['jpg'], 'eva.jpg');
    const form = contactPersonFormData({
      id: 'cp-1',
      name: 'Eva Muster',
      email: 'eva@example.de',
      phoneNumber: '0731 123456',
      username: 'emuster',
      password: 'geheim-genug',
      currentPassword: 'meins-genug',
      published: true,
      image: { rawFile: photo },
    });
    expect([...form.keys()]).toEqual([
      'name',
      'email',
      'phoneNumber',
      'username',
      'password',
      'currentPassword',
      'published',
      'image',
    ]);
    expect(form.get('published')).toBe('true');
    expect((form.get('image') as File).name).toBe('eva.jpg');
  });

  it('leaves out empty texts (the stored password stays) and a photo that is only stored', () => {
    const form = contactPersonFormData({
      name: 'Eva Muster',
      username: 'emuster',
      password: '',
      image: { src: '/images/eva.jpg' },
    });
    expect([...form.entries()]).toEqual([
      ['name', 'Eva Muster'],
      ['username', 'emuster'],
      ['published', 'false'],
    ]);
  });
});
