// `npm test`'s first step: the lint and the type check side by side, each on a core of its own (one after
// the other they took a minute and a half of CI's run). Each one's output is printed whole when it ends,
// so the two never interleave; the step fails when either does.
import { spawn } from 'node:child_process';

const checks: Array<[string, string[]]> = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
];

const results = await Promise.all(
  checks.map(
    ([name, args]) =>
      new Promise<boolean>((resolve) => {
        const started = performance.now();
        const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (d: Buffer) => (output += d));
        child.stderr.on('data', (d: Buffer) => (output += d));
        child.on('close', (code) => {
          process.stdout.write(output);
          console.log(`${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
