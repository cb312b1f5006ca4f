#!/usr/bin/env node
// The `plumbline` command. npm links this file at install time, before the bundle is
// built, so it only loads the bundle (packages/cli/dist, made by `npm run build`).
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/plumbline.js', import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write('plumbline: the command is not built yet; run `npm run build` in the repository first\n');
  process.exit(2);
}
await import(bundle.href);
