import type { FastifyRequest } from 'fastify';
import { staleSaveText } from '../src/contract/backOfficeTexts.js';
import { isStale, type EditStamp, type Stale } from './db/versions.js';
import { conflict } from './plugins/errors.js';

/**
 * Lost updates (issue 20 §1.4), the routes' half: who saves and the version the edit was based on
 * (`version` of a JSON body, or the text of a multipart field; absent for clients that send none).
 */
export function editStamp(request: FastifyRequest, version?: number | string): EditStamp {
  return {
    adminId: request.admin!._id,
    version: version === undefined || version === '' ? undefined : Number(version),
    now: new Date(request.server.config.now()).toISOString(),
  };
}

/** The save's answer, or the 409 naming who changed the record and when when it was based on an older version. */
export function unlessStale<T>(saved: T | Stale): T {
  if (isStale(saved)) throw conflict(staleSaveText(saved.stale.by, saved.stale.at));
  return saved;
}
