import crypto from 'node:crypto';

/**
 * Encrypts TOTP secrets at rest (AES-256-GCM) with a key derived from the server's signing secret
 * (JWT_SECRET), so a copy of the database alone does not yield anyone's codes. Rotating JWT_SECRET
 * makes the stored secrets unreadable: every enrolled account then needs a reset
 * (docs/roles-and-accounts.md#two-factor-sign-in).
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(serverSecret: Uint8Array) {
    this.key = Buffer.from(crypto.hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'bingo two-factor secret', 32));
  }

  seal(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, sealed, cipher.getAuthTag()]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The plain text, or null when the box was altered or sealed with another key. */
  open(box: string): string | null {
    const [version, iv, sealed, tag] = box.split('.');
    if (version !== 'v1' || !iv || !sealed || !tag) return null;
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
