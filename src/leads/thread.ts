import { Worker, type TransferListItem } from 'node:worker_threads';

/**
 * A worker thread that answers numbered requests, for the lead store's SQLite work that must not hold
 * the event loop (better-sqlite3 is synchronous): the insert of a lead with its photos
 * (sqlite-writer.ts) and the reads of a stored file (sqlite-reader.ts).
 *
 * The code runs from a string (`eval`), not from a module file: the production build bundles src/
 * into chunks, and a worker's file would have to be emitted and found beside them. It gets
 * `{ seq, ...request }` and answers `{ seq, result }` or `{ seq, error: { message, code } }`. The
 * thread starts with the first request and keeps the process alive only while a request is in
 * flight; a thread that dies (out of memory, a crash of the driver) fails what it held, and the next
 * request starts another.
 *
 * Background threads lower their own priority as their code's first step (`os.setPriority(10)`: Linux keeps a nice
 * value per thread, so the main thread keeps its own): the file reader and the mail thread, whose work no visitor
 * waits for; on two cores they had taken the CPU from the main thread (`bench/uploads.ts --deliveries`, `/hello` p99
 * 6.65× its p99 without deliveries, 2.05–2.81× at nice 10). The writer keeps the main thread's priority: a visitor
 * waits for the insert of the lead they sent.
 */
export class RequestThread<Request extends object, Result> {
  private worker: Worker | undefined;
  private seq = 0;
  private readonly pending = new Map<number, { resolve(result: Result): void; reject(error: Error): void }>();
  private idleWaiters: (() => void)[] = [];

  /**
   * `name`: what the thread is, for the error when it stops (`the lead writer thread stopped`). `onMessage`: what
   * to do with a message of the thread that is not an answer (it has no `seq`), such as a request for more bytes.
   */
  constructor(
    private readonly name: string,
    private readonly code: string,
    private readonly workerData: unknown,
    private readonly onMessage?: (message: unknown) => void,
  ) {}

  /** Sends a request; `transfer` moves those buffers to the thread instead of copying them. */
  request(message: Request, transfer: readonly TransferListItem[] = []): Promise<Result> {
    const worker = this.thread();
    const seq = ++this.seq;
    return new Promise<Result>((resolve, reject) => {
      this.pending.set(seq, { resolve, reject });
      if (this.pending.size === 1) worker.ref();
      worker.postMessage({ ...message, seq }, [...transfer]);
    });
  }

  /** Sends a message that is not a request (an answer to one of the thread's own), if the thread runs. */
  post(message: object, transfer: readonly TransferListItem[] = []): void {
    this.worker?.postMessage(message, [...transfer]);
  }

  /** True while a request is in flight. */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  /** Resolves once no request is in flight. Check `busy` again before relying on it: another may start meanwhile. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Waits for the requests in flight, then stops the thread. */
  async close(): Promise<void> {
    while (this.busy) await this.idle();
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.code, { eval: true, workerData: this.workerData });
    worker.unref();
    worker.on('message', (message: { seq?: number; result?: Result; error?: { message: string } & Record<string, unknown> }) => {
      if (message.seq === undefined) return this.onMessage?.(message);
      const waiting = this.pending.get(message.seq);
      if (!waiting) return;
      this.settle(message.seq);
      // the error's own fields (code, responseCode) come with its message
      if (message.error)
        waiting.reject(Object.assign(new Error(message.error.message), { ...message.error, message: message.error.message }));
      else waiting.resolve(message.result as Result);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const seq of [...this.pending.keys()]) {
        const waiting = this.pending.get(seq)!;
        this.settle(seq);
        waiting.reject(error);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the ${this.name} thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private settle(seq: number): void {
    this.pending.delete(seq);
    if (this.pending.size === 0) {
      this.worker?.unref();
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }
}
