import { randomBytes } from 'node:crypto';
import { Body, Controller, Post } from '@nestjs/common';
import { ErrorCode, selectStageWorkIds } from '@hauskonfig/shared';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import request from 'supertest';
import { Public } from '../src/auth/decorators/public.decorator.js';
import { TestApp, createTestApp } from './support/test-app.js';

class ProbeDto {
  @IsString()
  @IsNotEmpty()
  @MinLength(2)
  @MaxLength(20)
  firstname!: string;

  @IsEmail()
  email!: string;
}

/** Exists only in this test, to drive the global validation pipe and error filter. */
@Public()
@Controller('test-probe')
class ProbeController {
  @Post()
  create(@Body() body: ProbeDto): ProbeDto {
    return body;
  }

  @Post('boom')
  boom(): never {
    throw new Error('secret internal detail');
  }
}

describe('API skeleton', () => {
  let t: TestApp;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    t = await createTestApp({}, { controllers: [ProbeController] });
  });
  afterAll(() => t.close());

  it('reports database and Redis healthy', async () => {
    const res = await http().get('/api/v1/health').expect(200);
    expect(res.body.status).toBe('ok');
    expect(res.body.details.database.status).toBe('up');
    expect(res.body.details.redis.status).toBe('up');
  });

  it('serves the seeded construction stages as a chain with their works', async () => {
    const res = await http().get('/api/v1/construction-stages').expect(200);
    const names = res.body.map((s: { name: string }) => s.name);
    expect(names).toEqual(['Ausbauhaus', 'Belagsfertig', 'Schlüsselfertig']);
    const byName = Object.fromEntries(res.body.map((s: { name: string }) => [s.name, s]));
    expect(byName['Schlüsselfertig'].constructionStageChildId).toBe(byName['Belagsfertig'].id);
    expect(byName['Belagsfertig'].constructionStageChildId).toBe(byName['Ausbauhaus'].id);
    expect(byName['Ausbauhaus'].constructionStageChildId).toBeNull();
    for (const stage of res.body) expect(stage.constructionWorks.length).toBeGreaterThanOrEqual(5);
    // Choosing the top stage selects every work of the chain (shared rule, spec section 4).
    const all = res.body.flatMap((s: { constructionWorks: { id: string }[] }) => s.constructionWorks.map((w) => w.id));
    expect(new Set(selectStageWorkIds(res.body, byName['Schlüsselfertig'].id))).toEqual(new Set(all));
  });

  it('answers unknown API routes with the error shape', async () => {
    const res = await http().get('/api/v1/does-not-exist').expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: ErrorCode.ROUTE_NOT_FOUND, message: expect.any(String) });
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await http()
      .post('/api/v1/test-probe')
      .set('Content-Type', 'application/json')
      .send('{"firstname": ')
      .expect(400);
    expect(res.body.code).toBe(ErrorCode.INVALID_JSON);
  });

  it('validates bodies with German messages per field', async () => {
    const res = await http().post('/api/v1/test-probe').send({ firstname: 'A', email: 'nope', extra: 1 }).expect(400);
    expect(res.body.code).toBe(ErrorCode.VALIDATION_FAILED);
    const byField = Object.fromEntries(
      res.body.errors.map((e: { field: string; messages: string[] }) => [e.field, e.messages]),
    );
    expect(byField.firstname).toEqual(['Vorname muss mindestens 2 Zeichen lang sein']);
    expect(byField.email[0]).toMatch(/E-Mail/);
    expect(byField.extra[0]).toMatch(/nicht erlaubt/);
    expect(res.body.message).toContain('Vorname muss mindestens 2 Zeichen lang sein');
  });

  it('names a missing required field in German', async () => {
    const res = await http().post('/api/v1/test-probe').send({ email: 'a@b.de' }).expect(400);
    const messages = res.body.errors.find((e: { field: string }) => e.field === 'firstname').messages;
    expect(messages).toContain('Das Feld Vorname muss ausgefüllt werden');
  });

  it('hides internal errors behind a German 500 without details', async () => {
    const res = await http().post('/api/v1/test-probe/boom').expect(500);
    expect(res.body.code).toBe(ErrorCode.INTERNAL_ERROR);
    expect(JSON.stringify(res.body)).not.toContain('secret internal detail');
  });

  it('sends security headers', async () => {
    const res = await http().get('/api/v1/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('lets allowed origins read Content-Range', async () => {
    const res = await http().get('/api/v1/construction-stages').set('Origin', 'http://localhost:5173');
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
    const foreign = await http().get('/api/v1/construction-stages').set('Origin', 'https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('in production answers no other origin unless configured, not even the Vite dev servers', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(48).toString('base64'),
      PUBLIC_URL: 'https://haus.example',
    });
    try {
      const server = production.app.getHttpServer();
      const preflight = await request(server)
        .options('/api/v1/auth/login')
        .set('Origin', 'http://localhost:5173')
        .set('Access-Control-Request-Method', 'POST');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const read = await request(server).get('/api/v1/construction-stages').set('Origin', 'http://localhost:5173');
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await production.close();
    }
  });

  it('publishes OpenAPI docs', async () => {
    const json = await http().get('/api/docs-json').expect(200);
    expect(json.body.openapi).toMatch(/^3\./);
    expect(Object.keys(json.body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/construction-stages']),
    );
    const html = await http().get('/api/docs').expect(200);
    expect(html.text).toContain('swagger');
  });

  describe('single-page apps', () => {
    it.each(['/', '/configure', '/configure/property-shape', '/request/overview'])(
      'serves the public app at %s',
      async (path) => {
        const res = await http().get(path).expect(200);
        expect(res.text).toContain('<title>Konfigurator</title>');
        expect(res.headers['cache-control']).toBe('no-cache');
      },
    );

    it.each(['/admin', '/admin/', '/admin/customer-requests', '/admin/customer-requests/edit/42'])(
      'serves the admin app at %s',
      async (path) => {
        const res = await http().get(path).expect(200);
        expect(res.text).toContain('<title>Verwaltung</title>');
      },
    );

    it('serves hashed assets with long caching and 404s missing ones', async () => {
      const res = await http().get('/admin/assets/app-abc123.js').expect(200);
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.text).toContain('Verwaltung');
      await http().get('/assets/missing-chunk.js').expect(404);
    });

    it('serves a precompressed copy to clients that accept it', async () => {
      const res = await http().get('/assets/app-abc123.js').set('Accept-Encoding', 'gzip, deflate').expect(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['vary']).toContain('Accept-Encoding');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.text).toContain('Konfigurator');
      const plain = await http().get('/assets/app-abc123.js').set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toContain('Konfigurator');
      // A path leaving the build folder finds no copy (and no file).
      await http().get('/assets/..%2f..%2f..%2fetc%2fhostname.js').set('Accept-Encoding', 'gzip').expect(404);
    });

    it('never answers API paths with an SPA page', async () => {
      const res = await http().get('/api/v1/unknown/deep/path').expect(404);
      expect(res.body.code).toBe(ErrorCode.ROUTE_NOT_FOUND);
    });
  });
});
