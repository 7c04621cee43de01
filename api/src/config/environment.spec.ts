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
        TRUST_PROXY: 'true',
        SEED_ON_START: '0',
        CORS_ORIGINS: 'https://a.example, https://b.example',
        REDIS_URL: '',
      }),
    );
    expect(config).toMatchObject({ port: 8080, trustProxy: true, redisUrl: null, seed: { onStart: false } });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
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
