/** A key-less public vector style (OpenFreeMap); operators may point NEXT_PUBLIC_MAP_STYLE_URL at their own. */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/positron';

/**
 * The map style for code in the browser, without lib/env.ts (which validates every setting with zod on the
 * server, where a bad URL stops the app at start-up): the maps need only this one value.
 */
export const MAP_STYLE_URL = process.env.NEXT_PUBLIC_MAP_STYLE_URL?.trim() || DEFAULT_MAP_STYLE_URL;
