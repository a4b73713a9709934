import { spawn, type ChildProcess } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirectoryInUseError, lockDataDirectory } from './data-dir-lock';
import { featuredCategories } from './schema';

// The embedded database on disk, whatever TEST_DATABASE_URL says: the lock is PGlite's concern.
const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-lock-'));
  dirs.push(dir);
  return dir;
};
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('embedded database on disk', () => {
  it('refuses a second opener of the same data directory with a clear message', async () => {
    const dataDir = newDataDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const second = openDatabase({ kind: 'pglite', dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirectoryInUseError);
      await expect(second).rejects.toThrow(/already in use by another shop process/);
    } finally {
      await first.close();
    }
  });

  it('keeps its data and can be opened again after a clean close', async () => {
    const dataDir = newDataDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await first.db
      .insert(featuredCategories)
      .values({ id: 7, name: 'Kept', urlSlug: 'kept', summary: '' });
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await again.db.select().from(featuredCategories);
      expect(rows.map((row) => row.name)).toEqual(['Kept']);
    } finally {
      await again.close();
    }
  });
});

// Issue 13: whether the owner lives decides, never the lock's age.
describe('the data directory lock', () => {
  it('refuses a live owner however long it has left the lock untouched', async () => {
    const dataDir = newDataDir();
    const holder = startHolder(dataDir);
    expect(await holder.take()).toBe('locked');
    // A starved owner: frozen, its lock an hour old.
    holder.child.kill('SIGSTOP');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(lockPath(dataDir), anHourAgo, anHourAgo);

    await expect(lockDataDirectory(dataDir)).rejects.toThrow(
      /already in use by another shop process/,
    );
    holder.child.kill('SIGCONT');
  });

  it('takes over at once the lock of a process killed with SIGKILL, and releases it', async () => {
    const dataDir = newDataDir();
    const holder = startHolder(dataDir);
    expect(await holder.take()).toBe('locked');
    holder.child.kill('SIGKILL');
    await holder.exited;

    const release = await lockDataDirectory(dataDir);
    expect(lockOwner(dataDir).pid).toBe(process.pid);
    await release();
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('takes over a lock whose pid now belongs to another process (a reused pid)', async () => {
    const dataDir = newDataDir();
    // Our own pid, started at another time: a container restarted with the same pid 1 does this.
    writeLock(dataDir, { pid: process.pid, startTime: '1' });
    const release = await lockDataDirectory(dataDir);
    expect(lockOwner(dataDir).startTime).not.toBe('1');
    await release();
  });

  it('takes over a lock written before the machine restarted', async () => {
    const dataDir = newDataDir();
    writeLock(dataDir, { bootId: 'an-earlier-boot' });
    const release = await lockDataDirectory(dataDir);
    expect(lockOwner(dataDir).bootId).not.toBe('an-earlier-boot');
    await release();
  });

  it.each(['', '{"pid":', 'not a lock'])('takes over a corrupt lock file (%j)', async (text) => {
    const dataDir = newDataDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(lockPath(dataDir), text);
    const release = await lockDataDirectory(dataDir);
    expect(lockOwner(dataDir).pid).toBe(process.pid);
    await release();
  });

  it('refuses a lock taken on another host, naming it, since its process cannot be checked', async () => {
    const dataDir = newDataDir();
    writeLock(dataDir, { host: 'print-room-2' });
    await expect(lockDataDirectory(dataDir)).rejects.toThrow(
      /already in use by another shop process\. It was taken by a process on the host print-room-2/,
    );
  });

  it('refuses the lock directory of an earlier version of the shop, saying what to do', async () => {
    const dataDir = newDataDir();
    mkdirSync(lockPath(dataDir), { recursive: true });
    await expect(lockDataDirectory(dataDir)).rejects.toThrow(
      /taken by an earlier version of the shop; if no shop process runs, remove that directory/,
    );
  });

  it('takes over a dead lock even when an earlier takeover crashed half-way', async () => {
    const dataDir = newDataDir();
    const pid = await deadPid();
    writeLock(dataDir, { pid });
    writeLock(dataDir, { pid, token: 'a-crashed-takeover' }, `${lockPath(dataDir)}.takeover`);
    const release = await lockDataDirectory(dataDir);
    expect(lockOwner(dataDir).pid).toBe(process.pid);
    await release();
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('lets exactly one of several processes starting together take over a dead lock', async () => {
    for (let round = 0; round < 3; round++) {
      const dataDir = newDataDir();
      writeLock(dataDir, { pid: await deadPid() });
      const holders = Array.from({ length: 4 }, () => startHolder(dataDir));
      await Promise.all(holders.map((holder) => holder.ready));
      const results = await Promise.all(holders.map((holder) => holder.take()));
      expect(results.filter((result) => result === 'locked')).toHaveLength(1);
      expect(
        results.filter((result) => result.startsWith('refused: The data directory')),
      ).toHaveLength(3);
    }
  });
});

const lockPath = (dataDir: string) => join(dataDir, 'shop.lock');

function lockOwner(dataDir: string): { pid: number; startTime: string; bootId: string } {
  return JSON.parse(readFileSync(lockPath(dataDir), 'utf8'));
}

/** A lock file as a live process of ours on this host would write it, with `changes`. */
function writeLock(dataDir: string, changes: Record<string, unknown>, path = lockPath(dataDir)) {
  const ours = {
    pid: process.pid,
    startTime: readFileSync(`/proc/${process.pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[19],
    bootId: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
    host: hostname(),
    token: 'written-by-the-test',
  };
  writeFileSync(path, JSON.stringify({ ...ours, ...changes }));
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('no child process');
  return child.pid;
}

const holderScript = fileURLToPath(new URL('./testing/lock-holder.ts', import.meta.url));

/** A process of its own that takes the lock when told to (see testing/lock-holder.ts). */
function startHolder(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', holderScript, dataDir], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  let output = '';
  const waiters: (() => void)[] = [];
  const recheck = () => waiters.forEach((waiter) => waiter());
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    recheck();
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  void exited.then(recheck);
  /** The line numbered `index` of its output, once it is complete. */
  const line = (index: number) =>
    new Promise<string>((resolve, reject) => {
      const waiter = () => {
        const lines = output.split('\n');
        const found = lines[index];
        if (lines.length > index + 1 && found !== undefined) resolve(found);
        else if (child.exitCode !== null || child.signalCode !== null) {
          reject(new Error(`the lock holder ended:\n${output}`));
        }
      };
      waiters.push(waiter);
      waiter();
    });
  const ready = line(0);
  return {
    child,
    ready,
    exited,
    /** Tells it to take the lock; resolves with "locked" or "refused: <message>". */
    take: async () => {
      await ready;
      child.stdin?.write('take\n');
      return line(1);
    },
  };
}
