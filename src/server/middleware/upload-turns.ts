/**
 * Turns to read a large body (photos of the tyre offer, a CV): at most `running` at once, since each
 * holds tens of MB while it is parsed and stored and more at once made the garbage collector stall every
 * visitor (issue 25, point 1); the next `waiting` wait their turn, in order, for up to `waitMs` (the
 * sender's connection simply holds, its body unread); beyond either the caller refuses with 503.
 */
export class UploadTurns {
  #running = 0;
  readonly #queue: (() => void)[] = [];

  constructor(private readonly limits: { running: number; waiting: number; waitMs: number }) {}

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#queue.length;
  }

  /** True once it is this body's turn (at once or after the ones before it), false when refused. */
  take(): Promise<boolean> | boolean {
    if (this.#running < this.limits.running) return (this.#running++, true);
    if (this.#queue.length >= this.limits.waiting) return false;
    return new Promise<boolean>((resolve) => {
      const go = () => {
        clearTimeout(timer);
        this.#running++;
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.#queue.splice(this.#queue.indexOf(go), 1);
        resolve(false);
      }, this.limits.waitMs);
      this.#queue.push(go);
    });
  }

  /** A turn given back: the next waiting body is read. */
  done(): void {
    this.#running--;
    this.#queue.shift()?.();
  }
}
