import sanitizeHtml from 'sanitize-html';
import type { SiteInfo } from '@farewise/domain/site/site.schemas';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../shared/app-error.ts';
import { createSiteRepository } from './site.repository.ts';
import { SITE_SETTINGS_SEED } from './site.content.ts';

/** Tags allowed in served HTML texts: structure and emphasis only, no script, style or frames. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'article',
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

const SITE_INFO_KEYS = Object.keys(SITE_SETTINGS_SEED) as (keyof SiteInfo)[];

export function createSiteService({ db }: { db: Db }) {
  const repo = createSiteRepository({ db });
  return {
    async siteInfo(): Promise<SiteInfo> {
      const settings = await repo.settings();
      return Object.fromEntries(
        SITE_INFO_KEYS.map((k) => [k, settings[k] ?? SITE_SETTINGS_SEED[k] ?? '']),
      ) as unknown as SiteInfo;
    },
    async page(slug: string) {
      const page = await repo.page(slug);
      if (!page) throw notFound('This page does not exist.', 'site.page_not_found');
      return {
        title: page.title,
        html: sanitizeContentHtml(page.html),
        updated_at: page.updatedAt.toISOString(),
      };
    },
    async notices({ page, size }: { page: number; size: number }) {
      const { rows, total } = await repo.activeNotices({ page, size });
      return {
        list: rows.map((n) => ({
          id: n.id,
          title: n.title,
          body: n.body,
          level: n.level === 'warning' ? ('warning' as const) : ('info' as const),
          publishedAt: n.publishedAt.toISOString(),
        })),
        page,
        size,
        total,
      };
    },
  };
}
