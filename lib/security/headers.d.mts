// Types of ./headers.mjs (plain ESM, shared by next.config.mjs and proxy.ts).
export declare const PERMISSIONS_POLICY: string;
export declare const HSTS: string;
export declare const FALLBACK_CSP: string;
export declare function staticSecurityHeaders(options: { hsts: boolean }): { key: string; value: string }[];
export declare function contentSecurityPolicy(options: {
  nonce: string | null;
  supabaseUrl: string;
  mapStyleUrl?: string;
  dev?: boolean;
  https?: boolean;
}): string;
export declare function createNonce(): string;
