import { describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('firebase/app', () => ({
  getApps: () => [],
  initializeApp: vi.fn((options: object, name: string) => ({ options, name })),
}));
vi.mock('firebase/database', () => ({
  forceWebSockets: vi.fn(() => calls.push('forceWebSockets')),
  getDatabase: vi.fn(() => {
    calls.push('getDatabase');
    return { db: true };
  }),
  connectDatabaseEmulator: vi.fn((_db: unknown, host: string, port: number) =>
    calls.push(`emulator ${host}:${port}`),
  ),
}));

const { loadRealtime } = await import('@/lib/realtime/firebase');

describe('loadRealtime', () => {
  it('uses websockets only (the long-polling fallback loads scripts the CSP forbids) and the emulator', async () => {
    const realtime = {
      databaseUrl: 'http://127.0.0.1:9000?ns=t',
      emulatorHost: '127.0.0.1',
      emulatorPort: 9000,
    };
    const { db } = await loadRealtime(realtime);
    expect(db).toEqual({ db: true });
    expect(calls).toEqual(['forceWebSockets', 'getDatabase', 'emulator 127.0.0.1:9000']);
    // The same config shares one load.
    expect(loadRealtime(realtime)).toBe(loadRealtime(realtime));
  });
});
