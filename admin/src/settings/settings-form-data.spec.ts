import type { AdminVendorSettingsDto } from '@hauskonfig/shared';
import { describe, expect, it } from 'vitest';
import { pickedFile, type SettingsFormValues, toFormRecord, toSettingsBody } from './settings-form-data';

const settings = {
  vendorName: 'Musterhaus GmbH',
  primaryColor: '#e30613',
  websiteUrl: null,
  imprintText: 'Zeile 1\nZeile 2',
  privacyText: '',
  defaultContactPersonId: 'cp-1',
  logoUrl: '/images/logo.png',
  heroImageUrl: null,
} as unknown as AdminVendorSettingsDto;

/** The form-data parts as name → value (file parts as their file name). */
async function parts(values: SettingsFormValues): Promise<Record<string, string>> {
  const { body, contentType } = toSettingsBody(values);
  const boundary = contentType.split('boundary=')[1];
  const text = await body.text();
  const entries = text
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head, ...rest] = part.split('\r\n\r\n');
      const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
      const filename = /filename="([^"]*)"/.exec(head)?.[1];
      return [name, filename ?? rest.join('\r\n\r\n').replace(/\r\n$/, '')];
    });
  return Object.fromEntries(entries);
}

describe('settings form data', () => {
  it('starts with nothing picked and nothing marked for removal', () => {
    expect(toFormRecord(settings)).toEqual({ ...settings, removeLogo: false, removeHeroImage: false });
  });

  it('sends every text field, empty for none, with its line breaks as typed', async () => {
    expect(await parts(toFormRecord(settings))).toEqual({
      vendorName: 'Musterhaus GmbH',
      primaryColor: '#e30613',
      websiteUrl: '',
      imprintText: 'Zeile 1\nZeile 2',
      privacyText: '',
      defaultContactPersonId: 'cp-1',
    });
  });

  it('sends a picked image, or else the removal mark of a stored one', async () => {
    const logo = new File(['png'], 'logo-neu.png', { type: 'image/png' });
    const sent = await parts({
      ...toFormRecord(settings),
      logo: { rawFile: logo },
      removeLogo: true,
      removeHeroImage: true,
    });
    expect(sent.logo).toBe('logo-neu.png');
    expect(sent).not.toHaveProperty('removeLogo');
    expect(sent.removeHeroImage).toBe('true');
  });

  it('takes only real files from the image input', () => {
    const file = new File(['x'], 'a.png');
    expect(pickedFile({ rawFile: file })).toBe(file);
    expect(pickedFile({ rawFile: 'a.png' })).toBeUndefined();
    expect(pickedFile(null)).toBeUndefined();
  });
});
