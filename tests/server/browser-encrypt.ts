/**
 * Encrypts a password exactly as the browser client does with WebCrypto (the other half of
 * server/auth/enc-password.ts), using node's globalThis.crypto.subtle.
 */
export async function encryptPasswordLikeBrowser(
  password: string,
  publicKeyB64: string,
  version: string,
  timestamp: string = String(Math.floor(Date.now() / 1000)),
): Promise<string> {
  const { subtle } = globalThis.crypto;
  const spki = Uint8Array.from(atob(publicKeyB64), (c) => c.charCodeAt(0));
  const rsaKey = await subtle.importKey('spki', spki, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const rawAes = new Uint8Array(await subtle.exportKey('raw', aesKey));
  const encKey = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawAes));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(timestamp) },
      aesKey,
      new TextEncoder().encode(password),
    ),
  );
  const out = new Uint8Array(2 + encKey.length + iv.length + sealed.length);
  new DataView(out.buffer).setUint16(0, encKey.length, false);
  out.set(encKey, 2);
  out.set(iv, 2 + encKey.length);
  out.set(sealed, 2 + encKey.length + iv.length);
  let binary = '';
  for (const b of out) binary += String.fromCharCode(b);
  return `#PWD_BROWSER:${version}:${timestamp}:${btoa(binary)}`;
}
