import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildVersionOf } from '@farewise/domain/site/build-version';
import { notice, siteInfo } from '@farewise/domain/site/site.schemas';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { createSiteService } from './site.service.ts';
import { FAVICON_SVG, LOGIN_LOGO_SVG, LOGO_SVG } from './site.assets.ts';
import { renderNewsPage } from './news-page.ts';

export async function siteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const site = createSiteService({ db: app.db });
  const tags = ['site'];

  app.get(
    '/v2/static/siteInfo',
    {
      schema: {
        tags,
        summary: 'Site-wide settings (SPEC 3 site info)',
        response: { 200: envelopeOf(siteInfo) },
      },
    },
    async () => ok(await site.siteInfo()),
  );

  app.get(
    '/v2/static/logo',
    {
      schema: {
        tags,
        summary: 'The logo as SVG; style=2 is the login dialog variant',
        querystring: z.object({ style: z.enum(['1', '2']).optional() }),
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(request.query.style === '2' ? LOGIN_LOGO_SVG : LOGO_SVG),
  );

  app.get(
    '/v2/static/favicon',
    { schema: { tags, summary: 'The favicon as SVG' } },
    async (_request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(FAVICON_SVG),
  );

  app.get(
    '/v2/static/terms',
    {
      schema: {
        tags,
        summary: 'Terms and Conditions as sanitised HTML',
        response: {
          200: envelopeOf(
            z.object({ title: z.string(), html: z.string(), updated_at: z.string() }),
          ),
        },
      },
    },
    async () => ok(await site.page('terms')),
  );

  app.get(
    '/v2/static/notices',
    {
      schema: {
        tags,
        summary: 'Active site notices, paginated',
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          size: z.coerce.number().int().min(1).max(50).default(20),
        }),
        response: {
          200: envelopeOf(
            z.object({
              list: z.array(notice),
              page: z.number(),
              size: z.number(),
              total: z.number(),
            }),
          ),
        },
      },
    },
    async (request) => ok(await site.notices(request.query)),
  );

  // The version of the web build this server serves, read once: a deploy starts a new server.
  const indexHtml = app.config.webDist ? path.join(app.config.webDist, 'index.html') : null;
  const version =
    indexHtml && fs.existsSync(indexHtml)
      ? buildVersionOf(fs.readFileSync(indexHtml, 'utf8'))
      : null;

  app.get(
    '/v3/upgrade',
    {
      schema: {
        tags,
        summary:
          'The version of the site this server runs, so an open page can tell it is out of date',
        description:
          'version is the web build the server serves (the same value as the <meta name="farewise-version"> of its index.html), null when it ' +
          'serves no built site. A page whose own version differs offers "A new version of Farewise is available — Reload" (decision 017). Never cached.',
        response: { 200: envelopeOf(z.object({ version: z.string().nullable() })) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ version });
    },
  );

  // Travel news is a page of its own outside the SPA (SPEC 2.1), rendered here from the database.
  app.get('/newsList', { schema: { hide: true } }, async (_request, reply) => {
    const [page, info] = await Promise.all([site.page('news'), site.siteInfo()]);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderNewsPage({ title: page.title, html: page.html, siteTitle: info.site_title }));
  });
}
