import type { IncomingMessage } from 'node:http';
import type { ApiError } from '@shared/errors';
import { isJsonContentType } from './request-guard';
import { BodyTooLarge, readBody } from './http-limits';

/** What a call route answers: the status, the JSON body, extra headers, and whether to close after it. */
export interface ApiReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** The request is refused before its body was read: answer at once, then close the connection. */
  close?: true;
}

export const refuse = (status: number, error: ApiError, extra: Partial<ApiReply> = {}): ApiReply => ({ status, body: { ok: false, error }, ...extra });

/** A POST's verb, or the refusal to answer: `what` names the calls in the message ("API calls"). */
export const notPost = (req: IncomingMessage, what: string): ApiReply | null =>
  req.method === 'POST' ? null : refuse(405, { code: 'method-not-allowed', message: `${what} are POST requests, not ${req.method ?? 'unknown'}` }, { headers: { Allow: 'POST' } });

/**
 * The JSON payload of a POST call, or the refusal to answer: the type, the size (answered at once
 * past `maxBytes`, the connection then closed) and the JSON itself. What the payload means is the
 * services' to check.
 */
export async function readJsonCall(req: IncomingMessage, what: string, maxBytes: number): Promise<{ payload: unknown } | { refusal: ApiReply }> {
  if (!isJsonContentType(req.headers['content-type'])) {
    return { refusal: refuse(415, { code: 'unsupported-media-type', message: `${what} need Content-Type: application/json` }) };
  }
  let raw: Buffer;
  try {
    raw = await readBody(req, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) return { refusal: refuse(413, { code: 'payload-too-large', message: `The request body is larger than ${maxBytes} bytes` }, { close: true }) };
    throw error;
  }
  try {
    return { payload: raw.length === 0 ? {} : JSON.parse(raw.toString('utf8')) };
  } catch {
    return { refusal: refuse(400, { code: 'invalid-json', message: 'The request body is not valid JSON' }) };
  }
}
