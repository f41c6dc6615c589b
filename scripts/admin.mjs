// `npm run admin -- <command> <username>`: the admin account CLI (see src/server/admin-cli.ts).
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
await import('../dist/server/admin-cli.js');
