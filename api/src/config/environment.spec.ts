import { buildAppConfig } from './app-config.js';
import { validateEnvironment } from './environment.js';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = buildAppConfig(validateEnvironment({ DATABASE_URL: 'postgres://x@h/db' }));
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dbPoolSize: 20,
      redisUrl: null,
      logLevel: 'info',
      trustProxy: false,
      apiDocs: true,
      newRequestsPerTurn: 16,
      bodyTimeouts: { bodySeconds: 30, uploadSeconds: 3600 },
      seed: { onStart: true, adminUsername: 'admin', adminPassword: null },
    });
    expect(config.corsOrigins).toEqual(['http://localhost:5173', 'http://localhost:5174']);
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('reads and converts the variables', () => {
    const config = buildAppConfig(
      validateEnvironment({
        DATABASE_URL: 'postgres://x@h/db',
        PORT: '8080',
        TRUST_PROXY: '1',
        SEED_ON_START: '0',
        CORS_ORIGINS: 'https://a.example, https://b.example',
        REDIS_URL: '',
        NEW_REQUESTS_PER_TURN: '0',
      }),
    );
    expect(config).toMatchObject({
      port: 8080,
      trustProxy: 1,
      redisUrl: null,
      seed: { onStart: false },
      newRequestsPerTurn: 0,
    });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('refuses TRUST_PROXY=true, which lets every client choose its own IP, and says what to set instead', () => {
    expect(() => validateEnvironment({ DATABASE_URL: 'postgres://x@h/db', TRUST_PROXY: 'true' })).toThrow(
      /^Invalid configuration:\n {2}TRUST_PROXY: .*number of proxies in front of the API \(e\.g\. 1\)/,
    );
    const behindProxies = validateEnvironment({
      DATABASE_URL: 'postgres://x@h/db',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
    });
    expect(buildAppConfig(behindProxies).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('allows the Vite dev origins outside production only; production allows none unless told', () => {
    const production = {
      DATABASE_URL: 'postgres://x@h/db',
      NODE_ENV: 'production',
      JWT_SECRET: 'k'.repeat(8) + 'abcdefghijklmnopqrstuvwxyz0123',
      PUBLIC_URL: 'https://haus.example',
    };
    expect(buildAppConfig(validateEnvironment(production)).corsOrigins).toEqual([]);
    expect(
      buildAppConfig(validateEnvironment({ ...production, CORS_ORIGINS: 'https://partner.example' })).corsOrigins,
    ).toEqual(['https://partner.example']);
    expect(
      buildAppConfig(validateEnvironment({ DATABASE_URL: 'postgres://x@h/db', NODE_ENV: 'test' })).corsOrigins,
    ).toEqual(['http://localhost:5173', 'http://localhost:5174']);
    expect(
      buildAppConfig(validateEnvironment({ DATABASE_URL: 'postgres://x@h/db', CORS_ORIGINS: '' })).corsOrigins,
    ).toEqual([]);
  });

  it('serves the API docs in production only when asked to', () => {
    const production = {
      DATABASE_URL: 'postgres://x@h/db',
      NODE_ENV: 'production',
      JWT_SECRET: 'k'.repeat(8) + 'abcdefghijklmnopqrstuvwxyz0123',
      PUBLIC_URL: 'https://haus.example',
    };
    expect(buildAppConfig(validateEnvironment(production)).apiDocs).toBe(false);
    expect(buildAppConfig(validateEnvironment({ ...production, API_DOCS: 'true' })).apiDocs).toBe(true);
    expect(buildAppConfig(validateEnvironment({ DATABASE_URL: 'postgres://x@h/db', API_DOCS: 'false' })).apiDocs).toBe(
      false,
    );
  });

  it('builds links from PUBLIC_URL: this machine by default, required in production, an origin only', () => {
    const base = { DATABASE_URL: 'postgres://x@h/db' };
    expect(buildAppConfig(validateEnvironment(base)).publicUrl).toBe('http://localhost:3000');
    expect(buildAppConfig(validateEnvironment({ ...base, PORT: '8080' })).publicUrl).toBe('http://localhost:8080');
    expect(buildAppConfig(validateEnvironment({ ...base, PUBLIC_URL: 'https://Haus.example/' })).publicUrl).toBe(
      'https://haus.example',
    );
    expect(buildAppConfig(validateEnvironment({ ...base, PUBLIC_URL: 'http://10.0.0.5:8080' })).publicUrl).toBe(
      'http://10.0.0.5:8080',
    );
    const production = {
      ...base,
      NODE_ENV: 'production',
      JWT_SECRET: 'k'.repeat(8) + 'abcdefghijklmnopqrstuvwxyz0123',
    };
    expect(() => buildAppConfig(validateEnvironment(production))).toThrow(
      /^Invalid configuration:\n {2}PUBLIC_URL: required in production/,
    );
    for (const wrong of ['haus.example', 'ftp://haus.example', 'https://haus.example/shop', 'https://a:b@haus.example'])
      expect(() => validateEnvironment({ ...base, PUBLIC_URL: wrong })).toThrow(
        /^Invalid configuration:\n {2}PUBLIC_URL: /,
      );
  });

  it('refuses bad values with a list naming each variable', () => {
    let message = '';
    try {
      validateEnvironment({ PORT: '70000', LOG_LEVEL: 'loud' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of ['DATABASE_URL', 'PORT', 'LOG_LEVEL']) expect(message).toContain(name);
  });
});
