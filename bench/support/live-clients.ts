/** Clients of the live channel for the benches: sign-up, a kept spec, WebSocket clients, a server's memory. */

import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import type { LiveServerMessage } from '@specwright/core';
import { WebSocket } from 'ws';

export interface Session {
  cookie: string;
}

/** Signs a new user up on the server at `base` (its own origin); the session cookie. */
export async function signUp(base: string, email: string): Promise<Session> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password-1', name: email.split('@')[0] }),
  });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie };
}

/** Keeps `spec` in the account of `session`; its id. */
export async function keepSpec(base: string, session: Session, spec: unknown): Promise<string> {
  const response = await fetch(`${base}/api/specs`, {
    method: 'POST',
    headers: { origin: base, cookie: session.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Live bench', spec }),
  });
  if (!response.ok) throw new Error(`keep spec: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return ((await response.json()) as { spec: { id: string } }).spec.id;
}

/** A live connection that hands each message to `onMessage`; resolves with its client id once greeted. */
export function connectLive(
  base: string,
  session: Session,
  onMessage: (message: LiveServerMessage) => void = () => {},
): Promise<{ socket: WebSocket; clientId: string }> {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/live`, {
    headers: { origin: base, cookie: session.cookie },
  });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as LiveServerMessage;
      if (message.t === 'hello') resolve({ socket, clientId: message.clientId });
      onMessage(message);
    });
  });
}

/** Joins `specId` on an open connection; resolves when joined. */
export function joinSpec(socket: WebSocket, specId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const listener = (data: unknown) => {
      const message = JSON.parse(String(data)) as LiveServerMessage;
      if (message.t === 'joined' && message.specId === specId) {
        socket.off('message', listener);
        resolve();
      } else if (message.t === 'refused' && message.specId === specId) reject(new Error(message.message));
    };
    socket.on('message', listener);
    socket.send(JSON.stringify({ t: 'join', specId }));
  });
}

/** The resident memory of a child process, in MB (Linux). */
export function residentMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/**
 * Starts measuring the server's peak resident memory from now (Linux keeps a peak per process, which
 * writing 5 to its clear_refs sets back to what it holds now); the resident memory now.
 */
export function startPeakResident(child: ChildProcess): number {
  writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
  return residentMb(child);
}

/** The server's peak resident memory since `startPeakResident`. */
export function peakResidentMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
