import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { outputMatches } from '../helpers/process-waits';

const API_DIR = path.resolve(import.meta.dirname, '../..');

export interface ServerProcessOptions {
  /** Embedded database folder (kept across restarts); ignored when databaseUrl is set. */
  dataDir: string;
  /** postgres://… to run on a real PostgreSQL database instead. */
  databaseUrl?: string;
  env?: Record<string, string>;
}

/**
 * The real API as `npm start` runs it, in its own process, on a fixed port so clients keep
 * their address across restarts. kill9() is a crash (no shutdown hooks run); start() again
 * opens the same data.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private log = '';
  /** 0 until the first start: the OS picks a free port, later starts reuse it. */
  private port = 0;

  private constructor(private readonly options: ServerProcessOptions) {}

  static async create(options: ServerProcessOptions): Promise<ServerProcess> {
    return new ServerProcess(options);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the process and waits until /readyz answers 200 (database open, migrations applied). */
  async start(timeoutMs = 120_000): Promise<number> {
    const t0 = performance.now();
    // process.execPath: the project's pinned Node (the system one may be older).
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_DIR,
      env: {
        ...serverProcessBaseEnv(process.env),
        NODE_ENV: 'development',
        // No demo history (docs/demo-history.md): the server starts with the demo accounts only.
        DEMO_HISTORY_DAYS: '0',
        DATABASE_URL: this.options.databaseUrl ?? '',
        DATA_DIR: this.options.dataDir,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: process.env.HARDEN_SERVER_LOG_LEVEL ?? 'error',
        WEB_DIST_DIR: path.join(this.options.dataDir, 'no-web'),
        BINGO_TEST_FAST_HASH: '1',
        ...this.options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    let output = ''; // this start's, the log also holds earlier ones
    const append = (chunk: Buffer) => {
      output += chunk.toString();
      this.log = (this.log + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on('data', append);
    child.stderr?.on('data', append);
    // main.ts prints "serving on http://127.0.0.1:<port>" once it listens, after migrations.
    const serving = await outputMatches(child, /serving on http:\/\/127\.0\.0\.1:(\d+)/, () => output, timeoutMs).catch(
      (error: unknown) => {
        child.kill('SIGKILL');
        throw error;
      },
    );
    this.port ||= Number(serving[1]);
    const ready = await fetch(`${this.url}/readyz`)
      .then((r) => r.status)
      .catch(() => 0);
    if (ready !== 200) {
      await this.kill9();
      throw new Error(`server listening but /readyz answered ${ready}:\n${this.log}`);
    }
    return performance.now() - t0;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** SIGKILL: the process dies at once, mid-transaction if it is in one. */
  kill9(): Promise<void> {
    return this.signal('SIGKILL');
  }

  /**
   * SIGTERM: the normal shutdown (closes the database cleanly). Answers false when the process
   * had not exited after `graceMs` and was killed instead.
   */
  async stop(graceMs = 20_000): Promise<boolean> {
    const child = this.child;
    if (!child) return true;
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await this.signal('SIGTERM');
    clearTimeout(timer);
    return child.signalCode !== 'SIGKILL';
  }

  output(): string {
    return this.log;
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
    this.child = null;
  }
}

/**
 * The parent's environment for the server process, with tsx's tsconfig made absolute: a root
 * command such as `tsx --tsconfig api/tsconfig.json` hands its relative path on in
 * TSX_TSCONFIG_PATH, which the child (started in api/) would read as api/api/tsconfig.json.
 */
export function serverProcessBaseEnv(parent: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...parent, TSX_TSCONFIG_PATH: path.join(API_DIR, 'tsconfig.json') };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
