// Types of browser.mjs for playwright.config.ts and its unit test.
export declare const BROWSER_NAMES: readonly string[];
export declare const INSTALL_HINT: string;
export declare function which(name: string, pathList?: string): string | null;
export declare function findBrowser(
  env?: Record<string, string | undefined>,
): { path: string; source: 'CHROMIUM_PATH' | 'PATH' | 'playwright' } | null;
export declare function ensureBrowser(
  env?: Record<string, string | undefined>,
  options?: { install?: boolean },
): Promise<string | null>;
