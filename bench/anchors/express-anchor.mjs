// Anchor: an Express 5 app answering the same JSON body from memory.
import { readFileSync } from 'node:fs';
import express from 'express';

const body = JSON.parse(readFileSync(process.env.BODY_FILE, 'utf8'));
const app = express();
app.get('/api/properties', (_request, response) => {
  response.json(body);
});
app.get('/healthz', (_request, response) => {
  response.json({ status: 'ok' });
});
app.listen(Number(process.env.PORT), '127.0.0.1');
