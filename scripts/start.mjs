// `npm start`: build if needed, then run the compiled server in this process's place.
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();
await import('../dist/server/main.js');
