/**
 * The accessibility check itself (support/axe.ts), on a document of its own: it fails on a serious
 * or critical violation, of the page or of the part it is pointed at, and passes once the fault is
 * mended, axe already in the document from the check before (it is injected once per document).
 */
import { expect, test } from "@playwright/test";
import { axeViolations, expectNoA11yViolations } from "./support/axe";

const PAGE = (button: string, field: string) => `<!doctype html><html lang="en"><head><title>Check</title></head><body>
  <main><h1>Check</h1>${button}<div role="dialog" aria-label="A dialog">${field}</div></main></body></html>`;

test("the accessibility check fails on a violation, in a dialog too, and passes once it is mended", async ({ page }) => {
  await page.setContent(PAGE(`<button></button>`, `<input type="text">`));
  await expect(expectNoA11yViolations(page)).rejects.toThrow(/critical button-name/);
  await expect(expectNoA11yViolations(page, { include: "[role=dialog]" })).rejects.toThrow(/critical label/);
  // Only the dialog was checked: the nameless button outside it is not reported.
  expect((await axeViolations(page, { include: "[role=dialog]" })).map((v) => v.id)).toEqual(["label"]);
  expect((await axeViolations(page, { rules: ["button-name"] })).map((v) => [v.id, v.targets])).toEqual([["button-name", ["button"]]]);

  await page.evaluate(() => {
    document.querySelector("button")!.textContent = "Save";
    document.querySelector("input")!.setAttribute("aria-label", "Name");
  });
  await expectNoA11yViolations(page);
  await expectNoA11yViolations(page, { include: "[role=dialog]" });
});
