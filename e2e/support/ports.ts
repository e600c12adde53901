/** Where the browser tests' site and mail catcher listen (loopback only). */
const sitePort = Number(process.env.E2E_PORT ?? 3199);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2599);
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? 2598);
/** Test-only seeding endpoint of the harness (support/seed-server.ts); never part of the product. */
const seedPort = Number(process.env.E2E_SEED_PORT ?? 2597);

export const E2E = {
  sitePort,
  smtpPort,
  mailboxPort,
  seedPort,
  baseUrl: `http://127.0.0.1:${sitePort}`,
  mailboxUrl: `http://127.0.0.1:${mailboxPort}`,
  seedUrl: `http://127.0.0.1:${seedPort}`,
};
