// A counting semaphore with a bounded line: runs past the line, or waiting too long, are told "busy".
export class Busy extends Error {}

export class Semaphore {
  private free: number[];
  private readonly waiting: { resolve: (slot: number) => void; timer: ReturnType<typeof setTimeout> }[] = [];

  constructor(
    readonly size: number,
    private readonly maxWaiting: number,
    private readonly waitMs: number,
  ) {
    this.free = Array.from({ length: size }, (_, i) => i);
  }

  /** A slot number (0 … size-1); rejects with Busy past the line or after waitMs. */
  acquire(): Promise<number> {
    const slot = this.free.shift();
    if (slot !== undefined) return Promise.resolve(slot);
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new Busy("busy"));
    return new Promise((resolve, reject) => {
      const entry = {
        resolve,
        timer: setTimeout(() => {
          const i = this.waiting.indexOf(entry);
          if (i !== -1) this.waiting.splice(i, 1);
          reject(new Busy("busy"));
        }, this.waitMs),
      };
      this.waiting.push(entry);
    });
  }

  release(slot: number): void {
    const next = this.waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.resolve(slot);
    } else this.free.push(slot);
  }

  get inUse(): number {
    return this.size - this.free.length;
  }
}
