import { randomUUID } from 'node:crypto';
import {
  type LiveClientMessage,
  type LiveServerMessage,
  liveClientMessageSchema,
  MAX_LIVE_MESSAGE_BYTES,
} from '@specwright/core';
import type { RawData, WebSocket } from 'ws';
import type { LiveHub } from './live-hub.js';
import type { PeerPerson } from './live-peers.js';
import type { LiveClient } from './live-room.js';

/** Messages a connection may send: a burst of this many, then this many a second. */
const RATE_BURST = 120;
const RATE_PER_SECOND = 40;
const TOO_FAST = 'Too many messages. Wait a moment and send the change again.';
const TOO_LARGE = 'This change is too large to send at once.';
const NOT_JSON = 'The message is not valid JSON.';
/** The close code of a message over the size limit (WebSocket's "message too big"). */
const CLOSE_TOO_BIG = 1009;

/** A token bucket: `take()` is false once the connection sends faster than the limit. */
function rateLimiter(now = () => performance.now()) {
  let tokens = RATE_BURST;
  let last = now();
  return () => {
    const at = now();
    tokens = Math.min(RATE_BURST, tokens + ((at - last) / 1000) * RATE_PER_SECOND);
    last = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

function sizeOf(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, part) => sum + part.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString('utf8');
}

/** The spec id and seq of a message that failed validation, when it has them, for the refusal. */
function addressOf(value: unknown): { specId: string; seq: number | null } {
  if (typeof value !== 'object' || value === null) return { specId: '', seq: null };
  const { specId, seq } = value as { specId?: unknown; seq?: unknown };
  return { specId: typeof specId === 'string' ? specId : '', seq: typeof seq === 'number' ? seq : null };
}

function parseMessage(text: string): { message: LiveClientMessage } | { refused: LiveServerMessage } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { refused: { t: 'refused', specId: '', seq: null, status: 400, message: NOT_JSON } };
  }
  const parsed = liveClientMessageSchema.safeParse(value);
  if (parsed.success) return { message: parsed.data };
  const message = parsed.error.issues[0]?.message ?? 'The message is not valid.';
  return { refused: { t: 'refused', ...addressOf(value), status: 400, message } };
}

/** Serves one WebSocket of `/api/live`: each message checked, limited and handed to the hub. */
export function serveLiveSocket(
  hub: LiveHub,
  socket: WebSocket,
  user: PeerPerson,
  logError: (error: unknown, what: string) => void,
): LiveClient {
  const client: LiveClient = {
    clientId: randomUUID(),
    user,
    specs: new Map(),
    send: (message) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    },
    close: (code, reason) => socket.close(code, reason),
  };
  const allowed = rateLimiter();
  // A connection's edits are applied one after another, in the order it sent them.
  let edits: Promise<void> = Promise.resolve();

  function handle(message: LiveClientMessage): void {
    const failed = (error: unknown) => logError(error, message.t);
    if (message.t === 'ping') client.send({ t: 'pong' });
    else if (message.t === 'join') hub.join(client, message.specId, message.since).catch(failed);
    else if (message.t === 'leave') hub.leave(client, message.specId);
    else if (message.t === 'presence') hub.setSpot(client, message.specId, message.spot);
    else edits = edits.then(() => hub.edit(client, message)).catch(failed);
  }

  socket.on('message', (data) => {
    if (sizeOf(data) > MAX_LIVE_MESSAGE_BYTES) {
      client.send({ t: 'refused', specId: '', seq: null, status: 413, message: TOO_LARGE });
      socket.close(CLOSE_TOO_BIG, 'message too big');
      return;
    }
    const parsed = parseMessage(textOf(data));
    if ('refused' in parsed) return client.send(parsed.refused);
    if (!allowed()) {
      const specId = 'specId' in parsed.message ? parsed.message.specId : '';
      const seq = parsed.message.t === 'edit' ? parsed.message.seq : null;
      return client.send({ t: 'refused', specId, seq, status: 429, message: TOO_FAST });
    }
    handle(parsed.message);
  });
  socket.on('close', () => hub.disconnect(client));
  socket.on('error', () => socket.terminate());
  hub.connect(client);
  client.send({ t: 'hello', clientId: client.clientId });
  return client;
}
