/**
 * One process at a time in a PGlite folder, and a way to ask that process for a backup.
 *
 * PGlite does not lock its folder (its postmaster.pid holds no pid), so two processes can open one and
 * corrupt it. The holder (a server, or `npm run backup`/`restore` when no server runs) writes
 * `caudal-holder.json` into DATA_DIR and listens on a Unix socket in a folder only its user can enter.
 * The socket is how a backup reaches a running server (the server, which owns the folder, exports it
 * consistently), and whether it answers tells a live holder from one that died (kill -9, a reboot),
 * whose file is then taken over. Access is the file system's: whoever may connect to the socket could
 * also copy the folder.
 */
import { createHash } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect } from 'node:net';
import { lstat, mkdir, open, readFile, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const HOLDER_FILE = 'caudal-holder.json';

export interface HolderInfo {
  holder: 'server' | 'backup' | 'restore' | 'rotate-secret' | 'files-copy';
  pid: number;
  host: string;
  since: string;
  socket: string;
}

export class DataDirBusyError extends Error {
  constructor(readonly dataDir: string, readonly info: HolderInfo) {
    super(`${dataDir} is in use by process ${info.pid} on ${info.host} (${info.holder}, since ${info.since}): a PGlite folder serves one process at a time. Stop it first, or use DATABASE_URL to run several servers.`);
  }
}

/** A folder for sockets that only this user may enter (the ssh-agent and tmux way). */
async function socketFolder(): Promise<string> {
  const folder = join(tmpdir(), `caudal-${process.getuid?.() ?? 'user'}`);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const info = await lstat(folder);
  if (!info.isDirectory() || (process.getuid && info.uid !== process.getuid()) || (info.mode & 0o077) !== 0)
    throw new Error(`${folder} must be a folder of this user's only (mode 700): remove it and try again`);
  return folder;
}

async function socketPathFor(dataDir: string): Promise<string> {
  const id = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16);
  return process.platform === 'win32' ? `\\\\.\\pipe\\caudal-${id}` : join(await socketFolder(), `${id}.sock`);
}

/** Whether a holder listens on this socket (no answer in 2 s counts as alive: better refuse than corrupt). */
function answers(socket: string): Promise<boolean> {
  return new Promise((resolveAnswer) => {
    const probe = connect(socket);
    const done = (alive: boolean) => {
      probe.destroy();
      resolveAnswer(alive);
    };
    probe.once('connect', () => done(true));
    probe.once('error', (error: NodeJS.ErrnoException) => done(error.code === 'EACCES' || error.code === 'EPERM'));
    probe.setTimeout(2000, () => done(true));
  });
}

export async function readHolder(dataDir: string): Promise<HolderInfo | undefined> {
  try {
    return JSON.parse(await readFile(join(dataDir, HOLDER_FILE), 'utf8')) as HolderInfo;
  } catch {
    return undefined;
  }
}

/** The holder named in the folder when it still answers; undefined when none does. */
export async function liveHolder(dataDir: string): Promise<HolderInfo | undefined> {
  const info = await readHolder(dataDir);
  return info && (await answers(info.socket)) ? info : undefined;
}

export interface DataDirHold {
  info: HolderInfo;
  /** What a backup asking through the socket gets (a server sets it once its database is open). */
  serveExports(exportDatabase: () => Promise<Buffer>): void;
  release(): Promise<void>;
}

/** Takes the folder for this process, or throws DataDirBusyError when a live holder has it. */
export async function holdDataDir(dataDir: string, holder: HolderInfo['holder']): Promise<DataDirHold> {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, HOLDER_FILE);
  const info: HolderInfo = { holder, pid: process.pid, host: hostname(), since: new Date().toISOString(), socket: await socketPathFor(dataDir) };
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(JSON.stringify(info, null, 2));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const current = await liveHolder(dataDir);
      if (current) throw new DataDirBusyError(dataDir, current);
      await rm(file, { force: true }); // its holder died without letting go
    }
  }
  let exportDatabase: (() => Promise<Buffer>) | undefined;
  let exporting: Promise<unknown> = Promise.resolve();
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/export' || !exportDatabase) {
      response.writeHead(409, { 'content-type': 'application/json' }).end(JSON.stringify(info));
      return;
    }
    // One export at a time: each holds the database for its duration.
    const run = exporting.then(() => exportDatabase!());
    exporting = run.catch(() => undefined);
    run.then(
      (bytes) => response.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': bytes.length }).end(bytes),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
    );
  });
  await rm(info.socket, { force: true });
  await new Promise<void>((listening, failed) => server.once('error', failed).listen(info.socket, listening));
  server.unref(); // the socket alone never keeps a process alive
  return {
    info,
    serveExports(fn) {
      exportDatabase = fn;
    },
    async release() {
      await new Promise((closed) => server.close(closed));
      const current = await readHolder(dataDir);
      if (current?.pid === info.pid && current.since === info.since) await rm(file, { force: true });
    },
  };
}

/**
 * Asks the folder's live holder for an export. undefined: no process holds the folder (the caller
 * may take it). Throws when the holder is a backup or restore, or cannot export.
 */
export async function exportFromHolder(dataDir: string): Promise<Buffer | undefined> {
  const info = await liveHolder(dataDir);
  if (!info) return undefined;
  return new Promise((resolveExport, reject) => {
    const call = httpRequest({ socketPath: info.socket, path: '/export', method: 'GET' }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode === 200) resolveExport(body);
        else if (response.statusCode === 409) reject(new DataDirBusyError(dataDir, info));
        else reject(new Error(`the server holding ${dataDir} could not export it: ${body.toString('utf8')}`));
      });
      response.on('error', reject);
    });
    call.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EACCES' ? new Error(`${info.socket} belongs to another user: run the backup as the user that runs the server`) : error),
    );
    call.end();
  });
}
