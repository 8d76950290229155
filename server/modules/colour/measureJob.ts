import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { familyOf } from './colourMath.js';
import { measurePhoto } from './measure.js';
import { pathsToMeasure, storeColour } from './queries.js';

/** Paths read per query, and after how many stored photos the public cache is cleared (the colours show). */
const BATCH = 50;

/**
 * Measures the colour photos not measured yet (issue 18 §3): after each admin write (a new or imported
 * photo) and once after start-up (the photos stored before migration 028, the demo seed's). One run at a
 * time per app. A run that stored colours clears the
 * public cache, so the colour call and the colour filter show them.
 */
interface JobState {
  running?: Promise<number>;
  closing: boolean;
}
const states = new WeakMap<FastifyInstance['publicCache'], JobState>();

function stateOf(app: FastifyInstance): JobState {
  let state = states.get(app.publicCache);
  if (!state) states.set(app.publicCache, (state = { closing: false }));
  return state;
}

/** The file of an uploaded photo to measure (its 400 px copy when there is one); undefined for a photo stored elsewhere. */
function fileOf(app: FastifyInstance, path: string): string | undefined {
  const m = /^\/uploads\/([0-9a-f]{24})\.webp$/.exec(path);
  if (!m) return undefined;
  const small = join(app.uploads.uploadDir, `${m[1]}-w400.webp`);
  return existsSync(small) ? small : join(app.uploads.uploadDir, `${m[1]}.webp`);
}

async function run(app: FastifyInstance, state: JobState): Promise<number> {
  let stored = 0;
  let shown = 0;
  while (!state.closing) {
    const paths = await pathsToMeasure(app.db, BATCH);
    if (!paths.length) break;
    for (const path of paths) {
      if (state.closing) break;
      const file = fileOf(app, path);
      const measured = file ? await measurePhoto(file) : undefined;
      await storeColour(app.db, path, measured && { ...measured, family: familyOf(measured) });
      stored++;
    }
    if (stored - shown >= BATCH) {
      app.publicCache.clear();
      shown = stored;
    }
  }
  if (stored > shown) app.publicCache.clear();
  return stored;
}

/**
 * Measures every photo not measured yet; resolves (with how many it stored) once none is left. Asked
 * while a run is going, it waits for that run and then makes one more (the photo that asked may have
 * come after the running one last looked).
 */
export function measureColours(app: FastifyInstance): Promise<number> {
  const state = stateOf(app);
  if (state.running) return state.running.catch(() => 0).then((n) => (state.closing ? n : measureColours(app).then((m) => n + m)));
  const running = run(app, state).finally(() => {
    if (state.running === running) state.running = undefined;
  });
  state.running = running;
  return running;
}

/** Starts a run in the background, logging a failure. */
export function startMeasuring(app: FastifyInstance, why: string): void {
  measureColours(app)
    .then((n) => {
      if (n) app.log.info({ photos: n, why }, 'colours: photos measured');
    })
    .catch((err: unknown) => app.log.error({ err }, 'colours: photos could not be measured'));
}

/** Stops a run at the next photo and waits for it (the app is closing). */
export async function stopMeasuring(app: FastifyInstance): Promise<void> {
  const state = stateOf(app);
  state.closing = true;
  await state.running?.catch(() => {});
}
