/**
 * At most `size` tasks run at once; the others wait for a free slot in the order they came. Making
 * a PDF takes seconds of CPU and memory for its pictures: without a bound, a few downloads at once
 * held up every other answer of the process.
 */
export class RenderSlots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so no newcomer can take it in between.
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}
