import { describe, expect, it } from 'vitest';
import { realtimeConnectSources } from '@server/http/csp';

describe('realtimeConnectSources', () => {
  it('allows the local socket under both loopback names, ws and http', () => {
    expect(realtimeConnectSources('http://127.0.0.1:40123?ns=hungry-table')).toEqual([
      'ws://127.0.0.1:40123',
      'http://127.0.0.1:40123',
      'ws://localhost:40123',
      'http://localhost:40123',
    ]);
  });

  it('allows the Firebase project and its shard hosts in production', () => {
    expect(realtimeConnectSources('https://ht-prod-default-rtdb.firebaseio.com')).toEqual([
      'wss://ht-prod-default-rtdb.firebaseio.com',
      'https://ht-prod-default-rtdb.firebaseio.com',
      'wss://*.firebaseio.com',
      'https://*.firebaseio.com',
    ]);
  });

  it('adds nothing without a realtime origin', () => {
    expect(realtimeConnectSources(undefined)).toEqual([]);
  });
});
