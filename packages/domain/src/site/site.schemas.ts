import { z } from 'zod';

/** Site info entity of SPEC 3, as GET /v2/static/siteInfo answers it. */
export const siteInfo = z.object({
  logo: z.string(),
  loginLogo: z.string(),
  site_title: z.string(),
  default_currency: z.string(),
  tel_general_enquiries: z.string(),
  tel_from_overseas: z.string(),
  support_mail: z.string(),
  hours: z.string(),
  address: z.string(),
  copyright: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfo>;

export const notice = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  level: z.enum(['info', 'warning']),
  publishedAt: z.string(),
});
export type Notice = z.infer<typeof notice>;

// copyrightLines lives in ./copyright.ts (no zod); re-exported for existing callers.
export { copyrightLines } from './copyright.ts';
