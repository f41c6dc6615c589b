// Decides whether dist/ is older than the sources, so `npm start` builds only when needed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'index.html', 'vite.config.ts', 'package-lock.json', 'public', 'drizzle'];
const OUTPUTS = [
  'dist/server/main.js',
  'dist/server/admin-cli.js',
  'dist/client/index.html',
  'dist/ssr/entry-server.js',
  'dist/server/empty-database.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIsCurrent(root = process.cwd()) {
  const outputs = OUTPUTS.map((file) => join(root, file));
  if (!outputs.every((file) => existsSync(file))) return false;
  const oldestOutput = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const newestSource = Math.max(...SOURCES.map((path) => newestMtime(join(root, path))));
  return newestSource <= oldestOutput;
}
