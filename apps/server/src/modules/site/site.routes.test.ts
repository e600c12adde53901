import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../../../test/helpers.ts';
import { sanitizeContentHtml } from './site.service.ts';
import { sitePages, siteSettings } from './site.table.ts';
import { eq } from 'drizzle-orm';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(async () => {
  await app.close();
});

describe('site info', () => {
  test('site info answers every field of SPEC 3 in the envelope', async () => {
    const res = await call<Record<string, string>>(app, {
      method: 'GET',
      url: '/v2/static/siteInfo',
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data.default_currency).toBe('USD,CNY,AUD,EUR');
    expect(res.body.data.loginLogo).toBe('/v2/static/logo?style=2');
    for (const key of [
      'logo',
      'site_title',
      'tel_general_enquiries',
      'tel_from_overseas',
      'support_mail',
      'hours',
      'address',
    ]) {
      expect(res.body.data[key], key).toBeTruthy();
    }
    expect(res.body.data.copyright).toContain('\n');
  });

  test('a value edited in the database is what the site shows', async () => {
    await app.db
      .update(siteSettings)
      .set({ value: '+1 555 0100' })
      .where(eq(siteSettings.key, 'tel_from_overseas'));
    const res = await call<Record<string, string>>(app, {
      method: 'GET',
      url: '/v2/static/siteInfo',
    });
    expect(res.body.data.tel_from_overseas).toBe('+1 555 0100');
  });

  test('the logo is our SVG, in two styles', async () => {
    const plain = await app.inject({ method: 'GET', url: '/v2/static/logo' });
    const login = await app.inject({ method: 'GET', url: '/v2/static/logo?style=2' });
    expect(plain.headers['content-type']).toContain('image/svg+xml');
    expect(plain.body).toContain('<svg');
    expect(login.body).toContain('<svg');
    expect(login.body).not.toBe(plain.body);
    for (const logo of [plain.body, login.body]) {
      // The name is drawn as outlines: the same on every device, no font to look up.
      expect(logo).toContain('aria-label="Farewise"');
      expect(logo).not.toContain('<text');
    }
    const favicon = await app.inject({ method: 'GET', url: '/v2/static/favicon' });
    expect(favicon.headers['content-type']).toContain('image/svg+xml');
  });

  test('the terms are served sanitised even when the stored HTML holds a script', async () => {
    await app.db
      .update(sitePages)
      .set({
        html: '<h2>Terms</h2><p onclick="x()">Read <a href="javascript:alert(1)">this</a></p><script>alert(1)</script>',
      })
      .where(eq(sitePages.slug, 'terms'));
    const res = await call<{ html: string; title: string }>(app, {
      method: 'GET',
      url: '/v2/static/terms',
    });
    expect(res.body.data.title).toBe('Terms and Conditions');
    expect(res.body.data.html).toContain('<h2>Terms</h2>');
    expect(res.body.data.html).not.toContain('<script');
    expect(res.body.data.html).not.toContain('onclick');
    expect(res.body.data.html).not.toContain('javascript:');
  });

  test('notices are a paginated list', async () => {
    const res = await call<{ list: unknown[]; total: number; page: number; size: number }>(app, {
      method: 'GET',
      url: '/v2/static/notices?size=1',
    });
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.total).toBeGreaterThanOrEqual(2);
    const bad = await call(app, { method: 'GET', url: '/v2/static/notices?size=500' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('size');
  });
});

describe('the API contract', () => {
  test('an unknown API path answers a 404 envelope', async () => {
    const res = await call(app, { method: 'GET', url: '/v2/nothing/here' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, data: null });
  });

  test('a malformed JSON body is a 400 envelope, not a 500', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/v3/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"mail":',
    });
    expect([400, 404]).toContain(res.status);
    expect(res.body.code).toBe(res.status);
  });

  test('responses carry a request id and security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/v2/static/siteInfo' });
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(res.headers['content-security-policy'])).not.toMatch(
      /script-src[^;]*'unsafe-inline'/,
    );
  });

  test('the OpenAPI document lists the site calls', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/v2/static/siteInfo');
  });

  test('HTML content passes through the sanitiser without losing structure', () => {
    expect(
      sanitizeContentHtml('<ul><li><strong>a</strong></li></ul><iframe src="x"></iframe>'),
    ).toBe('<ul><li><strong>a</strong></li></ul>');
  });
});

describe('the running version', () => {
  test('a server serving no built site answers version null', async () => {
    const res = await call(app, { method: 'GET', url: '/v3/upgrade' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, msg: 'success', data: { version: null } });
  });
});

describe('travel news', () => {
  test('/newsList is a server page with the seeded articles and no script', async () => {
    const res = await app.inject({ method: 'GET', url: '/newsList' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<h1>Travel News</h1>');
    expect(res.body).toContain('Pay for your trip in weekly slices');
    expect(res.body).not.toContain('<script');
  });
});
