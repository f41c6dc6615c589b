// A PostgreSQL database of a bench's own on the server at `serverUrl`, dropped at the end.
import pg from 'pg';

async function run(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<pid>` and returns its URL and how to drop it. */
export async function freshPostgresDatabase(serverUrl, prefix) {
  const name = `${prefix}_${process.pid}`;
  await run(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
