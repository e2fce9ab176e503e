/** The lightest and heaviest weights the pages use (lib/fonts.ts declares the same range). */
export const WEIGHTS: { min: number; max: number };
/** HarfBuzz's default shaping features for Latin text, plus tabular figures. */
export const FEATURES: string[];
/** Each output file and the fontsource package it is cut from. */
export const FONTS: { pkg: string; file: string; out: string }[];
/** The code points of a CSS unicode-range list ("U+0000-00FF,U+0131,…"). */
export function codePoints(unicodeRange: string): number[];
/** A font's fontsource file and the code points of its `latin` subset. */
export function fontSource(font: { pkg: string; file: string }): Promise<{ file: string; codePoints: number[] }>;
/** The cut-down WOFF2 of one font. */
export function buildFont(font: { pkg: string; file: string }): Promise<Buffer>;
