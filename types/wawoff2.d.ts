// wawoff2 (Google's WOFF2 encoder/decoder compiled to WebAssembly) ships no types.
declare module 'wawoff2' {
  /** A WOFF2 file's bytes → the TrueType/OpenType font inside. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
  /** A TrueType/OpenType font → WOFF2. */
  export function compress(sfnt: Uint8Array): Promise<Uint8Array>;
}
