import { Worker } from 'node:worker_threads';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

/**
 * The thread's code (CommonJS, evaluated; no file to ship). It runs at the process's priority: at
 * the lowest one a busy machine starved sign-ins for minutes, while the gate in front of these
 * threads already keeps a flood from costing the pages more than a queue of checks does.
 */
const THREAD_CODE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ password, salt, keyLength, params }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keyLength, params);
    parentPort.postMessage({ key });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
});
`;

interface Job {
  message: { password: string; salt: Uint8Array; keyLength: number; params: ScryptParams };
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * scrypt for passwords on threads of their own. Node's own async scrypt runs on libuv's thread
 * pool, the four threads that also read static files and uploads: a flood of sign-ins stalled the
 * site there. Here a check never takes those threads.
 * Threads start when first needed and do not keep the process alive while idle.
 */
export class ScryptThreads {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();
  private readonly queue: Job[] = [];

  constructor(private readonly maxThreads: number) {}

  derive(password: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ message: { password, salt: new Uint8Array(salt), keyLength, params }, resolve, reject });
      this.startNext();
    });
  }

  private startNext(): void {
    if (this.queue.length === 0) return;
    const worker = this.idle.pop() ?? (this.busy.size < this.maxThreads ? this.spawn() : undefined);
    if (!worker) return;
    const job = this.queue.shift()!;
    this.busy.set(worker, job);
    worker.ref();
    worker.postMessage(job.message);
  }

  private spawn(): Worker {
    const worker = new Worker(THREAD_CODE, { eval: true });
    worker.on('message', (reply: { key?: Uint8Array; error?: string }) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      worker.unref();
      this.idle.push(worker);
      if (reply.key) job?.resolve(Buffer.from(reply.key.buffer, reply.key.byteOffset, reply.key.byteLength));
      else job?.reject(new Error(reply.error ?? 'scrypt failed'));
      this.startNext();
    });
    // A thread that dies (out of memory, say) fails its check; the next check starts a new one.
    worker.on('error', (error) => this.retire(worker, error));
    worker.on('exit', (code) => this.retire(worker, new Error(`scrypt thread exited with code ${code}`)));
    return worker;
  }

  private retire(worker: Worker, error: Error): void {
    const job = this.busy.get(worker);
    this.busy.delete(worker);
    const idleAt = this.idle.indexOf(worker);
    if (idleAt >= 0) this.idle.splice(idleAt, 1);
    job?.reject(error);
    this.startNext();
  }
}
