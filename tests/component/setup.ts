/** Component tests: jest-dom matchers, a clean DOM after each test. */
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Dialogs load their code on first open (components/ui/lazy-dialog.tsx): in a cold test worker that
// dynamic import is transformed on demand and can take over the default 1 s of findBy/waitFor.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
