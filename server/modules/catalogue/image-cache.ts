/**
 * A small LRU of rendered images, bounded by entries and bytes. A pure cache: losing it costs a
 * re-render, so it is fine in process memory (nothing that must be shared between processes is lost).
 */
export class ImageCache {
  readonly #entries = new Map<string, Buffer>();
  #bytes = 0;

  constructor(
    readonly maxEntries = 300,
    readonly maxBytes = 48 * 1024 * 1024,
  ) {}

  get(key: string): Buffer | undefined {
    const hit = this.#entries.get(key);
    if (hit) {
      // Re-insert to mark as most recently used (Map keeps insertion order).
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Buffer): void {
    if (value.byteLength > this.maxBytes) return;
    const old = this.#entries.get(key);
    if (old) {
      this.#bytes -= old.byteLength;
      this.#entries.delete(key);
    }
    this.#entries.set(key, value);
    this.#bytes += value.byteLength;
    while (this.#entries.size > this.maxEntries || this.#bytes > this.maxBytes) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#bytes -= this.#entries.get(oldest.value)?.byteLength ?? 0;
      this.#entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}
