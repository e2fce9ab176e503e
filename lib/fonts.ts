import localFont from 'next/font/local';

// Self-hosted (never next/font/google: the build machine has no internet): @fontsource-variable's Latin files
// cut down by scripts/build/fonts.mjs to the weights 400–800 and the default OpenType features (plus tnum).
// Latin covers Portuguese and Spanish.
export const inter = localFont({
  src: '../assets/fonts/inter-latin-wght.woff2',
  weight: '400 800',
  style: 'normal',
  variable: '--font-inter',
  display: 'swap',
});

export const manrope = localFont({
  src: '../assets/fonts/manrope-latin-wght.woff2',
  weight: '400 800',
  style: 'normal',
  variable: '--font-manrope',
  display: 'swap',
});
