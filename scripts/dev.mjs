// `npm run dev`: the API with reload (tsx watch) on PORT+1 and Vite with hot reload on PORT,
// proxying /api and /uploads to the API.
import { spawn } from 'node:child_process';

const port = Number(process.env.PORT ?? 3000);
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port + 1), HOST: '127.0.0.1' },
  }),
  spawn('npx', ['vite', '--port', String(port), '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: String(port + 1) },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
