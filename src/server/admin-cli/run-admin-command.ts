import { existsSync } from 'node:fs';
import QRCode from 'qrcode';
import { enrolSecondFactor, removeSecondFactor } from '../auth/second-factor';
import { restoreBackup } from '../backup/restore-backup';
import { writeBackup } from '../backup/write-backup';
import { openDocumentFiles } from '../documents/document-files';
import { ConfigError, loadConfig } from '../config';
import { createUser, findUserByUsername, setUserPassword } from '../auth/users';
import { imageFilesOf } from '../images/open-image-store';
import { dataPaths, openDatabase } from '../start-up';
import { removeInitialPasswordFile, resolveSecondFactorKeys } from '../auth/bootstrap';
import { passwordProblem } from '../auth/password-policy';
import { verifyBidLogChains, type ChainReport } from '../bid-log/verify-chain';
import { verifyBackupChains } from '../backup/verify-backup';
import { bidLogRestores } from '../db/schema';
import { asc } from 'drizzle-orm';

const USAGE = `Usage:
  npm run admin -- create <username>        create an admin (asks for the password)
  npm run admin -- set-password <username>  set a new password (asks for it)
  npm run admin -- totp <username> [--off]  enrol a second factor (prints a QR code), or remove it
  npm run admin -- backup <file>            write every table and uploaded image into <file>
  npm run admin -- restore <file> [--force] fill an empty database from <file> (--force replaces)
  npm run admin -- verify-bid-log [<file>]  check every property's bid log against its hash chain
                                            (of the database, or of the backup <file>)
The password is read from standard input when it is not a terminal, e.g.
  printf '%s' "$PASSWORD" | npm run admin -- set-password admin`;

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function backupOrRestore(
  io: CliIo,
  command: 'backup' | 'restore',
  file: string,
  force: boolean,
): Promise<number> {
  if (command === 'restore' && !existsSync(file)) throw new Error(`No such file: ${file}`);
  const config = loadConfig(io.env);
  const { uploadsDir, documentsDir } = dataPaths(config);
  const { handle } = await openDatabase(config);
  const started = performance.now();
  try {
    const summary =
      command === 'backup'
        ? await writeBackup(handle.db, imageFilesOf(handle, uploadsDir), openDocumentFiles(handle, documentsDir), file)
        : await restoreBackup(
            handle.db,
            imageFilesOf(handle, uploadsDir),
            openDocumentFiles(handle, documentsDir),
            file,
            {
              force,
            },
          );
    const rows = Object.entries(summary.rows)
      .map(([table, n]) => `${n} ${table}`)
      .join(', ');
    const verb = command === 'backup' ? 'Backed up' : 'Restored';
    io.out(
      `${verb} ${rows}, ${summary.files} image files and ${summary.documentFiles ?? 0} document files in ${seconds(started)} s.\n`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

function printChainReports(io: CliIo, reports: ChainReport[]): number {
  for (const report of reports) {
    const state =
      report.breaks.length === 0
        ? `intact, head ${report.head}`
        : `BROKEN at ${report.breaks.map((each) => `${each.position} (${each.reason})`).join(', ')}`;
    io.out(`${report.title} (${report.propertyId}): ${report.entries} entries, ${state}\n`);
  }
  const broken = reports.filter((report) => report.breaks.length > 0).length;
  io.out(`${reports.length} bid logs checked, ${broken} broken.\n`);
  return broken;
}

/**
 * Exit code 0 when every chain holds, 1 when an entry was changed, removed or slipped in. The
 * database's, or with a file the backup's. The restores that replaced the live log are named too:
 * the only way past its guard, recorded for good.
 */
async function verifyBidLogs(io: CliIo, backupFile: string | undefined): Promise<number> {
  if (backupFile) {
    if (!existsSync(backupFile)) throw new Error(`No such file: ${backupFile}`);
    return printChainReports(io, await verifyBackupChains(backupFile)) === 0 ? 0 : 1;
  }
  const { handle } = await openDatabase(loadConfig(io.env));
  try {
    const broken = printChainReports(io, await verifyBidLogChains(handle.db));
    const restores = await handle.db.select().from(bidLogRestores).orderBy(asc(bidLogRestores.at));
    for (const restore of restores) {
      io.out(`Replaced by a restore at ${restore.at.toISOString()}: ${restore.note}\n`);
    }
    return broken === 0 ? 0 : 1;
  } finally {
    await handle.close();
  }
}

async function secondFactor(io: CliIo, username: string, off: boolean): Promise<number> {
  const config = loadConfig(io.env);
  const { handle } = await openDatabase(config);
  try {
    if (off) {
      if (!(await removeSecondFactor(handle.db, username))) throw new Error(`No admin named "${username}".`);
      io.out(`The second factor of "${username}" is removed; the password alone signs in.\n`);
      return 0;
    }
    const enrolment = await enrolSecondFactor(
      handle.db,
      resolveSecondFactorKeys(dataPaths(config).dataDir, config),
      username,
    );
    if (!enrolment) throw new Error(`No admin named "${username}".`);
    const qr = await QRCode.toString(enrolment.uri, { type: 'terminal', small: true });
    io.out(
      `Scan this with an authenticator app (or enter the URI):\n\n${qr}\n${enrolment.uri}\n\n` +
        `Recovery codes, each usable once instead of a code (keep them apart from the device):\n` +
        `${enrolment.recoveryCodes.map((code) => `  ${code}`).join('\n')}\n\n` +
        `From now on "${username}" signs in with password and code; open sessions have ended.\n`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

async function run(argv: string[], io: CliIo): Promise<number> {
  const [command, username, ...options] = argv;
  if (command === 'verify-bid-log' && options.length === 0) return verifyBidLogs(io, username);
  if (command === 'totp' && username && options.every((option) => option === '--off')) {
    return secondFactor(io, username, options.includes('--off'));
  }
  if ((command === 'backup' || command === 'restore') && username) {
    const force = options.includes('--force');
    if (options.some((option) => option !== '--force') || (force && command === 'backup')) {
      io.err(`${USAGE}\n`);
      return 2;
    }
    return backupOrRestore(io, command, username, force);
  }
  if (!command || !username || options.length > 0 || !['create', 'set-password'].includes(command)) {
    io.err(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig(io.env);
  const { handle } = await openDatabase(config);
  try {
    const existing = await findUserByUsername(handle.db, username);
    if (command === 'create' && existing) throw new Error(`An admin named "${username}" already exists.`);
    if (command === 'set-password' && !existing) throw new Error(`No admin named "${username}".`);
    const password = await io.readPassword();
    const problem = passwordProblem(password);
    if (problem) throw new Error(`The password ${problem}.`);
    if (command === 'create') await createUser(handle.db, username, password);
    else {
      await setUserPassword(handle.db, username, password);
      removeInitialPasswordFile(dataPaths(config).dataDir);
    }
    io.out(command === 'create' ? `Admin "${username}" created.\n` : `Password of "${username}" changed.\n`);
    return 0;
  } finally {
    await handle.close();
  }
}

/** Where a command reads and writes: the process's own streams, or a test's. */
export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Asked only by create and set-password, after the username was checked. */
  readPassword: () => Promise<string>;
  env: NodeJS.ProcessEnv;
}

/**
 * One admin command (`npm run admin -- …`): its exit code, 0 when done, 1 when refused or failed
 * (the reason written to err), 2 for a command line it does not know (the usage written to err).
 */
export async function runAdminCommand(argv: string[], io: CliIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
    io.err(`${message}\n`);
    return 1;
  }
}
