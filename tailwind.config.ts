import type { Config } from "tailwindcss";

/**
 * Tailwind 4 theme, loaded from app/globals.css with `@config`. Content detection is automatic in v4;
 * the paths below keep it explicit for editors. System font stack only (no web fonts are fetched).
 */
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./lib/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eef6ff",
          100: "#d9eaff",
          500: "#1f6feb",
          600: "#1a5fd0",
          700: "#154ea9",
          900: "#0b2752",
        },
      },
      fontFamily: {
        sans: [
          "system-ui",
          "-apple-system",
          "Segoe UI",
          "Roboto",
          "Helvetica Neue",
          "Arial",
          "Noto Sans",
          "sans-serif",
        ],
      },
    },
  },
};

export default config;
