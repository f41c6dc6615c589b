import { createInterface } from 'node:readline';
import { ConfigError, loadConfig } from './config';
import { createUser, findUserByUsername, setUserPassword } from './services/users';
import { openDatabase } from './start-up';

const USAGE = `Usage:
  npm run admin -- create <username>        create an admin (asks for the password)
  npm run admin -- set-password <username>  set a new password (asks for it)
The password is read from standard input when it is not a terminal, e.g.
  printf '%s' "$PASSWORD" | npm run admin -- set-password admin`;

const MIN_PASSWORD_LENGTH = 8;

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '');
  }
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
      // Hide what is typed.
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (text: string) => {
        if (text.includes(question)) process.stdout.write(text);
      };
      rl.question(question, (answer) => {
        rl.close();
        process.stdout.write('\n');
        resolve(answer);
      });
    });
  const first = await ask('Password: ');
  const second = await ask('Repeat password: ');
  if (first !== second) throw new Error('The passwords do not match.');
  return first;
}

async function run(argv: string[]): Promise<number> {
  const [command, username] = argv;
  if (!command || !username || !['create', 'set-password'].includes(command)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const { handle } = await openDatabase(config);
  try {
    const existing = await findUserByUsername(handle.db, username);
    if (command === 'create' && existing) throw new Error(`An admin named "${username}" already exists.`);
    if (command === 'set-password' && !existing) throw new Error(`No admin named "${username}".`);
    const password = await readPassword();
    if (password.length < MIN_PASSWORD_LENGTH)
      throw new Error(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
    if (command === 'create') await createUser(handle.db, username, password);
    else await setUserPassword(handle.db, username, password);
    process.stdout.write(
      command === 'create' ? `Admin "${username}" created.\n` : `Password of "${username}" changed.\n`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);
