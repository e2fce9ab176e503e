/** Tailwind CSS 4 runs as a PostCSS plugin; its configuration lives in app/globals.css. */
const config = {
  plugins: { '@tailwindcss/postcss': {} },
};

export default config;
