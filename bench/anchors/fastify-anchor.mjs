// Anchor: a bare Fastify 5 app answering the same JSON body from memory, and a constant route.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = JSON.parse(readFileSync(process.env.BODY_FILE, 'utf8'));
const app = Fastify();
app.get('/api/properties', async () => body);
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
