/** The travel news page: plain server HTML, no script, linking back into the site. */
export function renderNewsPage(opts: { title: string; html: string; siteTitle: string }): string {
  const escape = (s: string) =>
    s.replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
    );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(opts.title)} | ${escape(opts.siteTitle)}</title>
<link rel="icon" type="image/svg+xml" href="/v2/static/favicon">
<style>
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; color: #1a1b1e; background: #f5f7fa; line-height: 1.6; }
  header { background: #fff; border-bottom: 1px solid #e3e8ef; padding: 12px 16px; }
  header .bar { max-width: 960px; margin: 0 auto; display: flex; align-items: center; justify-content: space-between; }
  header a.home { color: #0b5cad; font-weight: 600; text-decoration: none; }
  main { max-width: 960px; margin: 0 auto; padding: 24px 16px 48px; }
  h1 { font-size: 2rem; margin: 0 0 16px; color: #0b3d74; }
  article { background: #fff; border: 1px solid #e3e8ef; border-radius: 12px; padding: 16px 20px; margin-bottom: 16px; }
  article h2 { font-size: 1.25rem; margin: 0 0 8px; color: #0b3d74; }
  a { color: #0b5cad; }
</style>
</head>
<body>
<header><div class="bar"><a href="/" aria-label="Farewise home"><img src="/v2/static/logo" alt="Farewise" width="168" height="40"></a><a class="home" href="/">Back to search</a></div></header>
<main><h1>${escape(opts.title)}</h1>${opts.html}</main>
</body>
</html>`;
}
