import { describe, expect, it } from 'vitest';
import { relyingParty, webauthnFromEnv } from '@server/modules/accounts/relying-party';

describe('relyingParty', () => {
  it('binds passkeys to the public host and origin', () => {
    expect(relyingParty({ publicUrl: 'https://www.hungrytable.example' })).toMatchObject({
      rpId: 'www.hungrytable.example',
      origins: ['https://www.hungrytable.example'],
    });
  });

  it('uses localhost on the same port for a loopback address (browsers refuse an IP address)', () => {
    expect(relyingParty({ publicUrl: 'http://127.0.0.1:37325' })).toMatchObject({
      rpId: 'localhost',
      origins: ['http://localhost:37325'],
    });
    expect(relyingParty({ publicUrl: 'http://localhost:8080' }).origins).toEqual(['http://localhost:8080']);
  });

  it('takes the configured domain and origins over the public URL', () => {
    const webauthn = webauthnFromEnv({ WEBAUTHN_RP_ID: 'hungrytable.example', WEBAUTHN_ORIGINS: 'https://a.hungrytable.example/, https://hungrytable.example' });
    expect(relyingParty({ publicUrl: 'http://127.0.0.1:1', webauthn })).toMatchObject({
      rpId: 'hungrytable.example',
      origins: ['https://a.hungrytable.example', 'https://hungrytable.example'],
    });
  });

  it('an empty environment leaves the defaults', () => {
    expect(webauthnFromEnv({})).toEqual({ rpId: undefined, origins: [] });
  });
});
