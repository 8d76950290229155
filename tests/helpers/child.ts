import type { ChildProcess } from 'node:child_process';

/**
 * For tests that run the server as a child process and read what it prints: resolves as soon as
 * `seen()` holds, checked now and each time the child writes to stdout or stderr (after the test's own
 * listeners have collected the text); rejects when the child exits first (once its output is all read,
 * naming its exit code or signal: 'exit' may come before the last of stderr), or after `timeoutMs`, naming `what`.
 */
export function untilOutput(child: ChildProcess, seen: () => boolean, what: string, timeoutMs = 120_000): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const done = (err?: Error) => {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      child.off('close', exited);
      if (err) reject(err);
      else resolve();
    };
    const check = () => {
      if (seen()) done();
    };
    const exited = (code?: number | null, signal?: NodeJS.Signals | null) =>
      done(new Error(`the server exited (${signal ? `signal ${signal}` : `code ${code ?? child.exitCode}`}) before ${what}`));
    const timer = setTimeout(() => done(new Error(`${what}: not seen within ${timeoutMs} ms`)), timeoutMs);
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('close', exited);
    if (child.exitCode !== null || child.signalCode !== null) exited(child.exitCode, child.signalCode);
    else check();
  });
}

/** The line server/main.ts prints once it listens. */
export const LISTENING = 'Selvedge is running on';
