import { describe, expect, it } from 'vitest';
import { cspDirectives, extraConnectSources, realtimeConnectSources, tileImageSources } from '@server/http/csp';

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

describe('tileImageSources (VITE_MAP_TILE_URL)', () => {
  it('allows the origin of an outside tile template and nothing for a same-origin path or none', () => {
    expect(tileImageSources('https://tiles.example.com:8443/{z}/{x}/{y}.png')).toEqual([
      'https://tiles.example.com:8443',
    ]);
    expect(tileImageSources('/tiles/{z}/{x}/{y}.png')).toEqual([]);
    expect(tileImageSources(undefined)).toEqual([]);
    expect(cspDirectives(undefined, 'https://t.example/{z}/{x}/{y}.png').imgSrc).toContain(
      'https://t.example',
    );
    expect(cspDirectives(undefined, '').imgSrc).toEqual(["'self'", 'data:', 'blob:']);
  });
});

describe('socialAuthSources', () => {
  it('allows the local Auth emulator locally and Google identity hosts in production, nothing when off', async () => {
    const { socialAuthSources } = await import('@server/http/csp');
    const local = 'http://127.0.0.1:41234';
    expect(socialAuthSources({ authDomain: '127.0.0.1', emulatorUrl: local })).toEqual({
      script: [local],
      connect: [local],
      frame: [local],
    });
    expect(socialAuthSources({ authDomain: 'ht.firebaseapp.com', emulatorUrl: null })).toEqual({
      script: ['https://apis.google.com'],
      connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
      frame: ['https://ht.firebaseapp.com'],
    });
    expect(socialAuthSources(null)).toEqual({ script: [], connect: [], frame: [] });
    expect(
      cspDirectives(
        undefined,
        undefined,
        undefined,
        socialAuthSources({ authDomain: 'x', emulatorUrl: local }),
      ).frameSrc,
    ).toContain(local);
  });
});

describe('extraConnectSources', () => {
  it('keeps the http(s) origins of the setting, space or comma separated', () => {
    expect(extraConnectSources('https://engineering-api.hungrytable.co, https://venus-api.hungrytable.co  http://127.0.0.1:4000')).toEqual([
      'https://engineering-api.hungrytable.co',
      'https://venus-api.hungrytable.co',
      'http://127.0.0.1:4000',
    ]);
  });

  it('is nothing unset, and drops what is not an origin', () => {
    expect(extraConnectSources(undefined)).toEqual([]);
    expect(extraConnectSources("'unsafe-inline' * https://a.example/path data:")).toEqual([]);
  });
});
