import type { LiveClientMessage, LiveServerMessage } from '@specwright/core';

export const RECONNECT_FIRST_MS = 500;
export const RECONNECT_MAX_MS = 10_000;
export const PING_EVERY_MS = 25_000;
/** No message at all for this long (not even a pong) means the connection is dead though not closed. */
export const IDLE_LIMIT_MS = 60_000;

export type LiveSocketStatus = 'connecting' | 'open' | 'closed';

export interface LiveSocketDeps {
  url: string;
  onMessage: (message: LiveServerMessage) => void;
  onStatus: (status: LiveSocketStatus) => void;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
}

/** The wait before reconnect attempt `attempt` (0 first): doubling from 0.5 s up to 10 s, less up to half at random. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() / 2));
}

/** The live channel's address on this page's origin (`wss` under https). */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/live`;
}

/**
 * One WebSocket to `/api/live` while it is wanted: reconnected after any close with a growing, jittered
 * pause (at once when the browser comes back online), pinged every 25 s, and dropped when it stays silent.
 */
export function createLiveSocket(deps: LiveSocketDeps) {
  const create = deps.createSocket ?? ((url: string) => new WebSocket(url));
  let socket: WebSocket | null = null;
  let wanted = false;
  let attempt = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;
  let lastHeard = 0;

  const stopTimers = () => {
    clearTimeout(retry);
    clearInterval(ping);
    retry = undefined;
    ping = undefined;
  };

  function connect() {
    stopTimers();
    if (!wanted || socket) return;
    deps.onStatus('connecting');
    const current = create(deps.url);
    socket = current;
    current.onopen = () => {
      lastHeard = Date.now();
      ping = setInterval(() => {
        if (Date.now() - lastHeard > IDLE_LIMIT_MS) current.close();
        else send({ t: 'ping' });
      }, PING_EVERY_MS);
    };
    current.onmessage = (event) => {
      lastHeard = Date.now();
      if (typeof event.data !== 'string') return;
      const message = JSON.parse(event.data) as LiveServerMessage;
      if (message.t === 'hello') {
        attempt = 0;
        deps.onStatus('open');
      }
      deps.onMessage(message);
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      stopTimers();
      deps.onStatus('closed');
      if (wanted && navigator.onLine !== false)
        retry = setTimeout(connect, reconnectDelay(attempt++, deps.random));
    };
  }

  function send(message: LiveClientMessage): boolean {
    if (socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }

  const drop = () => {
    const current = socket;
    if (current) current.close();
  };
  const onOnline = () => {
    attempt = 0;
    connect();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', drop);

  return {
    send,
    /** Opens the channel (when the first workspace spec opens) or closes it (when none is left). */
    setWanted(next: boolean) {
      if (next === wanted) return;
      wanted = next;
      if (wanted) connect();
      else {
        stopTimers();
        drop();
      }
    },
    stop() {
      wanted = false;
      stopTimers();
      drop();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', drop);
    },
  };
}
export type LiveSocket = ReturnType<typeof createLiveSocket>;
