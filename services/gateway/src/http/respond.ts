import type { Response } from 'express';

/**
 * A route's answer when it is not a plain 200 object: a status other than 200, or a body the route already holds as
 * JSON text (spliced from a service's own rendering rather than parsed and encoded again).
 */
export class JsonResponse {
  constructor(
    readonly status: number,
    readonly bodyJson: string,
  ) {}
}

export const jsonText = (bodyJson: string, status = 200) => new JsonResponse(status, bodyJson);
export const jsonBody = (body: unknown, status = 200) => new JsonResponse(status, JSON.stringify(body));

/** Told of the JSON response a request answers, just before it is sent (the idempotency recorder). */
export type JsonResponseRecorder = (status: number, bodyJson: string) => void;

const RECORDER = 'jsonResponseRecorder';

export function recordJsonResponse(res: Response, recorder: JsonResponseRecorder): void {
  res.locals[RECORDER] = recorder;
}

/** The one place the API sends JSON: every route's answer and every error body go through it. */
export function sendJson(res: Response, status: number, bodyJson: string): void {
  (res.locals[RECORDER] as JsonResponseRecorder | undefined)?.(status, bodyJson);
  res.status(status).type('application/json').send(bodyJson);
}
