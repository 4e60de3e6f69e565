import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { splitByIsolation } from "./tests/support/isolation";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // `server-only` throws outside React Server Components; in tests it is a no-op.
  "server-only": path.resolve(import.meta.dirname, "tests/support/server-only.ts"),
};

// Unit and integration files share one module graph unless they mock modules or change the
// process's environment (tests/support/isolation.ts): each kind is two projects, "{kind}" and
// "{kind}-isolated"; `--project 'unit*'` runs both.
const unit = splitByIsolation(import.meta.dirname, "tests/unit");
const integration = splitByIsolation(import.meta.dirname, "tests/integration");
const integrationOptions = {
  environment: "node",
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // One file at a time (databases, ports, Redis key prefixes), and the two projects one after the
  // other (sequence.groupOrder): a stage keeps one core busy, so two stages run side by side.
  fileParallelism: false,
} as const;

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default outside watch mode is one worker fewer than the cores: on these 2-core
    // machines, one file at a time. The unit and component files are CPU-bound and independent, so
    // they run on every core (the integration projects stay one file at a time, fileParallelism).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: "unit", include: unit.shared, isolate: false, environment: "node" },
      },
      {
        extends: true,
        test: { name: "unit-isolated", include: unit.own, environment: "node" },
      },
      {
        // Components (Testing Library on happy-dom): wizard branches, field resets, role-dependent visibility.
        extends: true,
        test: {
          name: "component",
          include: ["tests/component/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["tests/component/setup.ts"],
          // A wizard driven key by key through user-event takes seconds on two busy cores; the
          // default 5 s made the longest ones fail on load, not on behaviour.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: { name: "integration", include: integration.shared, isolate: false, sequence: { groupOrder: 1 }, ...integrationOptions },
      },
      {
        extends: true,
        test: { name: "integration-isolated", include: integration.own, sequence: { groupOrder: 2 }, ...integrationOptions },
      },
    ],
  },
});
