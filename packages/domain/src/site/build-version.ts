/**
 * The web build's version: the build writes it into index.html as <meta name="farewise-version">,
 * the server reads it from the index.html it serves and answers it at GET /v3/upgrade, and an
 * open page compares it with its own to offer a reload after a deploy (decision 017).
 */
export const BUILD_VERSION_META = 'farewise-version';

/** What an open page older than the server offers (with a Reload button after the dash). */
export const NEW_VERSION_MESSAGE = 'A new version of Farewise is available';

/** GET /v3/upgrade: the version of the build the server serves, null when it serves none. */
export interface UpgradeInfo {
  version: string | null;
}

/** The version written into an index.html, or null. */
export function buildVersionOf(html: string): string | null {
  const tag = new RegExp(`<meta name="${BUILD_VERSION_META}" content="([\\w.-]+)"`).exec(html);
  return tag?.[1] ?? null;
}
