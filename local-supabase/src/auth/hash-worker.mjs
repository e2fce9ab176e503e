// One bcrypt worker of the local stack (hash-pool.ts): hashes and compares off the event loop that serves
// REST, storage and the rest of auth, as GoTrue does in a process of its own. Plain JavaScript, so it loads
// the same under tsx, node and jest.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', ({ id, op, password, hash, cost }) => {
  try {
    const result = op === 'hash' ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, result });
  } catch (e) {
    parentPort.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
