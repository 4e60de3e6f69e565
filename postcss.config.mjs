/** Tailwind 4 through its PostCSS plugin; the theme lives in tailwind.config.ts (loaded by @config in app/globals.css). */
const config = {
  plugins: {
    "@tailwindcss/postcss": {},
  },
};

export default config;
