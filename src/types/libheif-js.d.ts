/**
 * libheif-js ships its types beside the CommonJS build only; the self-contained ES module
 * build (WebAssembly inlined, no file reads) that src/server/photos/decode-heic.ts loads is
 * the same module factory.
 */
declare module "libheif-js/libheif-wasm/libheif-bundle.mjs" {
  import type { MainModule } from "libheif-js/libheif-wasm/libheif";
  /** Instantiates libheif; synchronous, as the WebAssembly is inlined. */
  export default function libheif(options?: unknown): MainModule;
}
