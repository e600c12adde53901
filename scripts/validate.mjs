// `npm run validate`: lint, typecheck, then every test (unit, API, browser).
import { ensureDependencies, log, run } from './lib.mjs';

await ensureDependencies();
for (const [name, cmd, args] of [
  ['lint', 'npm', ['run', 'lint']],
  ['format', 'npm', ['run', 'format:check']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['tests', 'node', ['scripts/test.mjs']],
]) {
  log(`${name}…`);
  const code = await run(cmd, args);
  if (code !== 0) {
    log(`${name} failed`);
    process.exit(code);
  }
}
log('validate: all green');
