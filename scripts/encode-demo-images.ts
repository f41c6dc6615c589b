// `npm run demo:encode`: encodes the demo listing's pictures (demo-assets/property) into every
// rendition an upload gets, into demo-assets/property/encoded, for a fresh start with the demo
// content to copy instead of encoding. Run it after changing a picture or how uploads are encoded;
// src/server/demo/demo-images.test.ts fails until then.
import { DEMO_ENCODED_DIR, encodeDemoImages } from '#server/demo/demo-images.ts';

const written = await encodeDemoImages();
process.stdout.write(`${written.length} files and manifest.json written to ${DEMO_ENCODED_DIR}\n`);
