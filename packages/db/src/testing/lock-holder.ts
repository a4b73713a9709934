// A process of its own holding the data-directory lock, for data-dir-lock.int.test.ts. It takes
// the lock when a line arrives on stdin (so several holders can be told to take it together),
// prints "locked" or "refused: <message>", and releases the lock when stdin ends.
import { createInterface } from 'node:readline';
import { lockDataDirectory } from '../data-dir-lock';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: lock-holder.ts <data dir>');
const lines = createInterface({ input: process.stdin });
lines.once('line', () => {
  lockDataDirectory(dataDir).then(
    (release) => {
      process.stdout.write('locked\n');
      lines.once('close', () => void release());
    },
    (error: unknown) => {
      process.stdout.write(`refused: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(0);
    },
  );
});
process.stdout.write('ready\n');
