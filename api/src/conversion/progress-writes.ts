/**
 * Progress is a hint for staff, not a result, so its writes must never stop or crash a
 * conversion: they run one at a time (a value arriving while one is written is skipped, a later
 * one follows), and a failed write goes to `onError` and is otherwise ignored. What must succeed
 * is the final status write, which the caller awaits itself.
 */
export class ProgressWrites {
  private inFlight: Promise<void> | null = null;

  constructor(
    private readonly write: (percent: number) => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
  ) {}

  push(percent: number): void {
    if (this.inFlight) return;
    this.inFlight = this.write(percent)
      .then(() => undefined, this.onError)
      .finally(() => {
        this.inFlight = null;
      });
  }

  /** Resolves once no write is under way; failures went to `onError`, so this does not reject. */
  async settled(): Promise<void> {
    await this.inFlight;
  }
}
