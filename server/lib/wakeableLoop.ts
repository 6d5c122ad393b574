/**
 * Background work that runs when woken (now, or once more right after the run under way) and
 * every `pollMs` for what other nodes leave it: the mail queue's worker and the jobs' runner.
 */
export class WakeableLoop {
  /** Aborted by stop(): a run checks it between its steps. */
  readonly stopping = new AbortController();
  private started = false;
  private poll?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;

  constructor(
    private readonly work: () => Promise<void>,
    private readonly options: { pollMs: number; onError: (error: unknown) => void },
  ) {}

  start(): void {
    if (this.started || this.stopping.signal.aborted) return;
    this.started = true;
    this.poll = setInterval(() => this.wake(), this.options.pollMs).unref();
    this.wake();
  }

  /** Starts a run now, or another right after the current one. */
  wake(): void {
    if (!this.started || this.stopping.signal.aborted) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.run();
  }

  /** The run under way, or a new one (for a drain that must see the work done). */
  current(): Promise<void> {
    return this.running ?? this.run();
  }

  /** The run under way, if any. */
  get underWay(): Promise<void> | undefined {
    return this.running;
  }

  /** No new run starts; resolves once the one under way has ended. */
  async stop(): Promise<void> {
    clearInterval(this.poll);
    this.stopping.abort();
    await this.running;
  }

  private run(): Promise<void> {
    const run = this.work()
      .catch(this.options.onError)
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
    this.running = run;
    return run;
  }
}
