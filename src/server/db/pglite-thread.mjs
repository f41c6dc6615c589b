// The embedded database on a thread of its own. PGlite runs PostgreSQL inside this process, and
// while a statement runs it holds the thread it runs on: on the server's thread an offer's
// statement would hold every request, even one answered from memory. Here it holds only this
// thread. Plain JavaScript, because a worker starts without the TypeScript the tests run under.
// The protocol is the one `pglite-on-thread.ts` speaks; each request is answered once.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** Given to PGlite to roll a transaction back: the caller's own error stays on the caller's side. */
const ROLLBACK = Symbol('rollback');

/** The properties of a PostgreSQL error that callers read (code, constraint, detail, ...). */
function plainError(error) {
  const copy = { name: 'Error', message: String(error) };
  if (error instanceof Error) {
    copy.name = error.name;
    copy.message = error.message;
    for (const [key, value] of Object.entries(error)) {
      if (['string', 'number', 'boolean'].includes(typeof value)) copy[key] = value;
    }
  }
  return copy;
}

/** The type parsers a caller asked for: only pass-through ones cross threads. */
function optionsOf({ rowMode, rawTypes }) {
  const parsers = Object.fromEntries((rawTypes ?? []).map((oid) => [oid, (value) => value]));
  return { rowMode, parsers };
}

const { dataDir, dump } = workerData;
let database;
try {
  database = await PGlite.create({ dataDir, loadDataDir: dump ? new Blob([dump]) : undefined });
  parentPort.postMessage({ op: 'ready' });
} catch (error) {
  parentPort.postMessage({ op: 'failed', error: plainError(error) });
}

/** Open transactions by id: PGlite's transaction, held open until the caller ends it. */
const transactions = new Map();
/** Listeners by id: the function that stops each. */
const listeners = new Map();
let nextId = 1;

async function begin() {
  const id = nextId++;
  const entry = {};
  const opened = new Promise((resolve) => {
    entry.done = database.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          entry.tx = tx;
          entry.end = (shouldCommit) => (shouldCommit ? commit() : rollback(ROLLBACK));
          resolve();
        }),
    );
  });
  // A transaction that cannot open (a closed database) fails here instead of waiting forever.
  await Promise.race([opened, entry.done]);
  transactions.set(id, entry);
  return id;
}

async function end(id, commit) {
  const entry = transactions.get(id);
  if (!entry) throw new Error(`No open transaction ${id}`);
  transactions.delete(id);
  entry.end(commit);
  try {
    await entry.done;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

async function listen(channel) {
  const id = nextId++;
  const stop = await database.listen(channel, (payload) =>
    parentPort.postMessage({ op: 'notify', listener: id, payload }),
  );
  listeners.set(id, stop);
  return id;
}

async function unlisten(id) {
  const stop = listeners.get(id);
  listeners.delete(id);
  if (stop && !database.closed) await stop();
}

async function answer(request) {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? database : transactions.get(request.tx)?.tx;
      if (!target) throw new Error(`No open transaction ${request.tx}`);
      return target.query(request.text, request.params, optionsOf(request));
    }
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'listen':
      return listen(request.channel);
    case 'unlisten':
      return unlisten(request.listener);
    case 'close':
      await database.close();
      return undefined;
    default:
      throw new Error(`Unknown request ${request.op}`);
  }
}

parentPort.on('message', (request) => {
  answer(request).then(
    (value) => parentPort.postMessage({ id: request.id, ok: true, value }),
    (error) => parentPort.postMessage({ id: request.id, ok: false, error: plainError(error) }),
  );
});
