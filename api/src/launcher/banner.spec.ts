import { banner, BannerInput } from './banner.js';

const input: BannerInput = {
  siteUrl: 'http://localhost:3000',
  database: 'embedded',
  redis: 'none',
  dataDir: '/srv/data',
  adminUsername: 'admin',
  adminPassword: 'Geheim-123456',
  adminPasswordConfigured: false,
  production: false,
  withQueue: true,
};

describe('banner', () => {
  it('prints the demo password outside production, where the stack tests read it from the piped output', () => {
    expect(banner(input)).toMatch(/Demo staff login\s+admin \/ Geheim-123456\n/);
    expect(banner(input)).toContain('/api/docs');
  });

  it.each([true, false])('never prints the password in production (configured: %p)', (configured) => {
    const text = banner({ ...input, production: true, adminPasswordConfigured: configured });
    expect(text).not.toContain('Geheim-123456');
    expect(text).toMatch(/Demo staff login\s+admin \/ \(not shown in production: .*SEED_ADMIN_PASSWORD/);
    expect(text).not.toContain('/api/docs');
  });

  it('names the addresses under PUBLIC_URL, where links in mails and PDFs lead as well', () => {
    const text = banner({ ...input, siteUrl: 'https://haus.example' });
    expect(text).toMatch(/Public site\s+https:\/\/haus\.example\/\n/);
    expect(text).toMatch(/Admin dashboard\s+https:\/\/haus\.example\/admin\n/);
    expect(text).not.toContain('localhost');
  });
});
