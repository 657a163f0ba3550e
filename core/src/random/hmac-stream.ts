import { type _HMAC, hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

// noble types HMAC state by its hash: ours is always SHA-256.
type HmacState = _HMAC<ReturnType<typeof sha256.create>>;

const BLOCK_BYTES = 32;

/**
 * Deterministic byte stream: block k (k = 0, 1, 2, ...) is
 *   HMAC-SHA256(key, utf8(tag) || k as 4-byte big-endian unsigned integer)
 * and bytes are consumed in order, block after block. The tag separates uses of the same key
 * (a card seed must never produce the same bytes as a draw seed).
 */
export class HmacByteStream {
  private readonly keyed: HmacState;
  private scratch: HmacState | undefined;
  private readonly message: Uint8Array;
  private readonly counterAt: number;
  private readonly block = new Uint8Array(BLOCK_BYTES);
  private counter = 0;
  private offset = BLOCK_BYTES;

  constructor(key: Uint8Array, tag: string) {
    this.keyed = hmac.create(sha256, key);
    const tagBytes = utf8ToBytes(tag);
    this.message = new Uint8Array(tagBytes.length + 4);
    this.message.set(tagBytes);
    this.counterAt = tagBytes.length;
  }

  nextByte(): number {
    if (this.offset === BLOCK_BYTES) this.refill();
    return this.block[this.offset++]!;
  }

  /**
   * Uniform integer in [0, n) for 1 <= n <= 256, from single bytes by rejection: a byte b is
   * accepted only when b < 256 - (256 mod n), a multiple of n, so b mod n has no modulo bias.
   * Rejected bytes are skipped and the next byte is read.
   */
  uniformBelow(n: number): number {
    const limit = 256 - (256 % n);
    for (;;) {
      const b = this.nextByte();
      if (b < limit) return b % n;
    }
  }

  private refill(): void {
    const c = this.counter++;
    const m = this.message;
    const at = this.counterAt;
    m[at] = (c >>> 24) & 0xff;
    m[at + 1] = (c >>> 16) & 0xff;
    m[at + 2] = (c >>> 8) & 0xff;
    m[at + 3] = c & 0xff;
    // Reuse one HMAC object per stream: re-keying or allocating per block would triple the cost
    // of a draw, and 1,000,000-draw uniformity checks must stay fast.
    const h = this.keyed._cloneInto(this.scratch);
    this.scratch = h;
    h.update(m).digestInto(this.block);
    this.offset = 0;
  }
}
