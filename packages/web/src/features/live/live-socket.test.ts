import { describe, expect, it } from 'vitest';
import { liveUrl, RECONNECT_FIRST_MS, RECONNECT_MAX_MS, reconnectDelay } from './live-socket';

describe('reconnectDelay', () => {
  it('doubles from half a second up to ten, less up to half of it at random', () => {
    expect(reconnectDelay(0, () => 1)).toBe(RECONNECT_FIRST_MS);
    expect(reconnectDelay(0, () => 0)).toBe(RECONNECT_FIRST_MS / 2);
    expect(reconnectDelay(3, () => 1)).toBe(4000);
    expect(reconnectDelay(12, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(12, () => 0)).toBe(RECONNECT_MAX_MS / 2);
  });
});

describe('liveUrl', () => {
  it('uses wss under https and ws otherwise, on the page origin', () => {
    expect(liveUrl({ protocol: 'https:', host: 'app.example:8443' })).toBe('wss://app.example:8443/api/live');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:3400' })).toBe('ws://localhost:3400/api/live');
  });
});
