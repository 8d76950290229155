import { createServer } from 'node:net';

/** The line `npm start` prints when its port is taken, naming another one to start on. */
export function portInUseLine(port: number): string {
  const other = port < 65535 ? port + 1 : port - 1;
  return `Port ${port} is already in use: stop what uses it, or start on another with PORT=${other} npm start`;
}

/** One line for a listen that failed: the port in use, or the system's reason (a port below 1024, an unknown HOST). */
export function listenFailureLine(err: NodeJS.ErrnoException, port: number): string {
  return err.code === 'EADDRINUSE' ? portInUseLine(port) : `Cannot start on port ${port}: ${err.message}`;
}

/**
 * Whether the server will be able to listen on host:port, found before the slow build and seed by
 * listening there and letting go at once. Resolves to the line to print when it cannot, else undefined.
 */
export function listenProblem(port: number, host: string): Promise<string | undefined> {
  if (port === 0) return Promise.resolve(undefined); // any free port
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => resolve(listenFailureLine(err, port)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(undefined)));
  });
}
