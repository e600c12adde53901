import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../src/db/client.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory; '' on PostgreSQL (TEST_DATABASE_URL). */
    pgliteTemplate: string;
  }
}

const cacheDir = path.resolve(import.meta.dirname, '../../../.tmp/pglite-template');

/** The migrations' files and PGlite's version: a change to either makes a new template. */
function templateKey(): string {
  const hash = createHash('sha256');
  const pgliteDist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  hash.update(fs.readFileSync(path.join(pgliteDist, '..', 'package.json')));
  const files = fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Once per run (vitest globalSetup): every in-memory PGlite the server tests open starts from one
 * migrated data directory instead of running initdb and the fifteen migrations itself — on the
 * 2-core machine under load that is 8 to 20 s saved per app a test builds. The tarball is kept
 * in .tmp/ under a key of the migrations and PGlite's version, so a later run reuses it.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const file = path.join(cacheDir, `migrated-${templateKey()}.tar`);
  if (!fs.existsSync(file)) {
    const client = new PGlite('memory://');
    try {
      await migrate(drizzle(client), { migrationsFolder });
      const dump = await client.dumpDataDir('none');
      fs.mkdirSync(cacheDir, { recursive: true });
      for (const old of fs.readdirSync(cacheDir).filter((f) => /^migrated-\w+\.tar$/.test(f)))
        fs.rmSync(path.join(cacheDir, old), { force: true });
      // Written aside and renamed: a run starting alongside never reads half a file.
      const partial = `${file}.${process.pid}.partial`;
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(partial, file);
    } finally {
      await client.close();
    }
  }
  project.provide('pgliteTemplate', file);
}
