import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirectoryInUseError extends Error {
  constructor(
    readonly dataDir: string,
    why = '',
  ) {
    super(
      `The data directory ${dataDir} is already in use by another shop process. ` +
        why +
        'The embedded database can be opened by one process only: stop the other process, ' +
        'set DATA_DIR to another directory, or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DataDirectoryInUseError';
  }
}

/** Who holds the lock, as written in `DATA_DIR/shop.lock`. */
interface Owner {
  pid: number;
  /** /proc/<pid>/stat field 22 (clock ticks since boot): tells a reused pid from its owner. */
  startTime: string | null;
  /** /proc/sys/kernel/random/boot_id: start times count from boot, so only one boot compares. */
  bootId: string | null;
  host: string;
  /** Makes every lock file unique, so a taker can tell the one it judged from a newer one. */
  token: string;
}

/**
 * Takes the data directory for this process alone, so two processes never open the same PGlite
 * files (which would corrupt them). The lock file names its owner; a lock whose owner is gone is
 * taken over at once, and a live owner is never judged by the lock's age (issue 13: after a crash
 * proper-lockfile refused for 10 s, and took the lock from a live owner starved for 10 s).
 * Hand-written: the npm lock libraries judge staleness by age or by pid alone (pids are reused).
 * Resolves with the function that releases the lock.
 */
export async function lockDataDirectory(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'shop.lock');
  const us = currentOwner();
  const ours = JSON.stringify(us);
  // Written whole under a name of our own, then linked into place: the lock file appears
  // complete or not at all, and link() fails if it already exists.
  const draft = `${lockPath}.${us.token}.new`;
  writeFileSync(draft, ours);
  try {
    // Each round takes the lock, refuses, or clears a dead owner's lock for the next round; a few
    // rounds cover other starters racing us for the same dead lock.
    for (let round = 0; round < 5; round++) {
      if (linked(draft, lockPath)) return release(lockPath, ours);
      const found = readLock(lockPath);
      if (found === undefined) continue; // released meanwhile
      refuseUnlessDead(dataDir, lockPath, found, us);
      takeOver(dataDir, lockPath, found, draft, us);
    }
    throw new DataDirectoryInUseError(dataDir);
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Removes a dead owner's lock. POSIX has no compare-and-delete, so removals take turns: only the
 * holder of `shop.lock.takeover` removes another's lock, and while it holds it the lock it
 * judged dead cannot change (a dead owner releases nothing; a new lock needs the name free).
 */
function takeOver(dataDir: string, lockPath: string, judged: string, draft: string, us: Owner) {
  const guardPath = `${lockPath}.takeover`;
  if (linked(draft, guardPath)) {
    try {
      if (readLock(lockPath) === judged) unlinkSync(lockPath);
    } finally {
      unlinkSync(guardPath);
    }
    return;
  }
  const guard = readLock(guardPath);
  if (guard === undefined) return; // that takeover is over: the next round sees its outcome
  // Another starter is taking the lock over right now: it or whoever beats it will hold it.
  refuseUnlessDead(dataDir, lockPath, guard, us);
  removeIfUnchanged(guardPath, guard, us.token); // a takeover that crashed half-way
}

/** Throws unless the lock text `found` names an owner known to be gone, or nobody readable. */
function refuseUnlessDead(dataDir: string, lockPath: string, found: string, us: Owner) {
  if (found === 'directory') {
    throw new DataDirectoryInUseError(
      dataDir,
      `Its lock ${lockPath} was taken by an earlier version of the shop; if no shop ` +
        'process runs, remove that directory. ',
    );
  }
  const owner = parseOwner(found);
  if (owner && owner.host !== us.host) {
    throw new DataDirectoryInUseError(
      dataDir,
      `It was taken by a process on the host ${owner.host}, which this host cannot check; ` +
        `if that process is gone, remove ${lockPath}. `,
    );
  }
  // A shop's lock file appears whole (see the draft), so an unreadable one is not a running
  // shop's (a damaged disk, a hand edit): taken over like a dead owner's.
  if (owner && isAlive(owner, us)) throw new DataDirectoryInUseError(dataDir);
}

function currentOwner(): Owner {
  return {
    pid: process.pid,
    startTime: processStat(process.pid)?.startTime ?? null,
    bootId: readOrUndefined('/proc/sys/kernel/random/boot_id')?.trim() ?? null,
    host: hostname(),
    token: randomUUID(),
  };
}

function isAlive(owner: Owner, us: Owner): boolean {
  if (owner.bootId !== null && us.bootId !== null && owner.bootId !== us.bootId) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's.
    if (codeOf(error) === 'ESRCH') return false;
  }
  // Without /proc (not Linux) the pid is all there is to go on.
  if (us.startTime === null) return true;
  const stat = processStat(owner.pid);
  if (stat === undefined || stat.state === 'Z' || stat.state === 'X') return false;
  // A container restarted with the same pid (often 1) or any reused pid started at another time.
  return owner.startTime === null || owner.startTime === stat.startTime;
}

/** State and start time from /proc/<pid>/stat; the name in field 2 may hold spaces and ')'. */
function processStat(pid: number): { state: string; startTime: string } | undefined {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  if (stat === undefined) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [state, startTime] = [fields[0], fields[19]]; // fields 3 and 22
  return state && startTime ? { state, startTime } : undefined;
}

function parseOwner(text: string): Owner | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined; // not JSON: corrupt
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { pid, startTime, bootId, host, token } = value as Record<string, unknown>;
  const isTextOrNull = (field: unknown): field is string | null =>
    field === null || typeof field === 'string';
  return typeof pid === 'number' &&
    Number.isInteger(pid) &&
    pid > 0 && // kill(0) and kill(-n) signal process groups: no owner could be told from them
    isTextOrNull(startTime) &&
    isTextOrNull(bootId) &&
    typeof host === 'string' &&
    typeof token === 'string'
    ? { pid, startTime, bootId, host, token }
    : undefined;
}

/**
 * Removes a takeover guard left by a crash, only if it is still the one we judged: move it aside
 * and look, and put back one that another starter made in the meantime. A third starter could
 * slip in while it is aside; that needs a crashed takeover and three starts within microseconds.
 */
function removeIfUnchanged(path: string, judged: string, token: string) {
  const aside = `${path}.${token}.old`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return; // another starter removed it
    throw error;
  }
  try {
    if (readFileSync(aside, 'utf8') !== judged) linked(aside, path);
  } finally {
    unlinkSync(aside);
  }
}

function release(lockPath: string, ours: string): () => Promise<void> {
  return async () => {
    // Only our own: a file that is not ours belongs to whoever took it since.
    if (readLock(lockPath) === ours) unlinkSync(lockPath);
  };
}

/** Whether the hard link was made; false if `to` exists. */
function linked(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
    throw error;
  }
}

/** The lock file's text; 'directory' for proper-lockfile's lock from before issue 13. */
function readLock(lockPath: string): string | 'directory' | undefined {
  try {
    return readFileSync(lockPath, 'utf8');
  } catch (error) {
    if (codeOf(error) === 'EISDIR') return 'directory';
    if (codeOf(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function readOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function codeOf(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}
