import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software passkey for server tests: it answers WebAuthn options the way a browser and an authenticator
 * would (attestation "none", ES256), so the real library checks real signatures. `tamper` lets a test
 * change what it signs or says.
 */
export interface SoftPasskey {
  credentialId: string;
  counter: number;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function u32(n: number): Uint8Array {
  return new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
}

function cosePublicKey(key: KeyObject): Uint8Array {
  const jwk = key.export({ format: 'jwk' });
  const map = new Map<number, number | Uint8Array>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, isoBase64URL.toBuffer(jwk.x!)],
    [-3, isoBase64URL.toBuffer(jwk.y!)],
  ]);
  return isoCBOR.encode(map);
}

export function newSoftPasskey(): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { credentialId: b64(randomBytes(16)), counter: 0, privateKey, publicKey };
}

interface Ceremony {
  origin: string;
  rpId: string;
  /** Overrides the challenge the options gave. */
  challenge?: string;
}

/** The browser's JSON for navigator.credentials.create() with these options. */
export function attest(key: SoftPasskey, optionsJson: string, at: Ceremony): string {
  const options = JSON.parse(optionsJson) as { challenge: string };
  const clientData = JSON.stringify({ type: 'webauthn.create', challenge: at.challenge ?? options.challenge, origin: at.origin, crossOrigin: false });
  const credId = isoBase64URL.toBuffer(key.credentialId);
  const authData = concat(
    sha256(at.rpId),
    new Uint8Array([0x45]), // user present, user verified, attested credential data
    u32(key.counter),
    new Uint8Array(16), // aaguid
    new Uint8Array([credId.length >> 8, credId.length & 255]),
    credId,
    cosePublicKey(key.publicKey),
  );
  const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
  return JSON.stringify({
    id: key.credentialId,
    rawId: key.credentialId,
    type: 'public-key',
    response: {
      clientDataJSON: b64(new TextEncoder().encode(clientData)),
      attestationObject: b64(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
  });
}

/** The browser's JSON for navigator.credentials.get() with these options; the counter goes up. */
export function assert(key: SoftPasskey, optionsJson: string, at: Ceremony & { counter?: number }): string {
  const options = JSON.parse(optionsJson) as { challenge: string };
  key.counter = at.counter ?? key.counter + 1;
  const clientData = new TextEncoder().encode(
    JSON.stringify({ type: 'webauthn.get', challenge: at.challenge ?? options.challenge, origin: at.origin, crossOrigin: false }),
  );
  const authData = concat(sha256(at.rpId), new Uint8Array([0x05]), u32(key.counter));
  const signature = sign('sha256', concat(authData, sha256(clientData)), key.privateKey);
  return JSON.stringify({
    id: key.credentialId,
    rawId: key.credentialId,
    type: 'public-key',
    response: {
      clientDataJSON: b64(clientData),
      authenticatorData: b64(authData),
      signature: b64(new Uint8Array(signature)),
    },
    clientExtensionResults: {},
  });
}
