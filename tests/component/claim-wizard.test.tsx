/**
 * The claim wizard's branches (issue 11) with the API mocked: an existing claim is loaded and
 * restored; a stale update (409) says so and offers Reload, the form staying open, and Reload brings
 * the current claim keeping the agent's changes (issue 19); another failed
 * update says "Failed to update claim: …"; a claim that cannot be loaded says "No related product
 * data found" and returns to the order page; a saved update says "Claim updated successfully"; the
 * skus of the Mispack step that fail to load: the toast, and the step's Try again; a saved claim
 * keeps Save busy until the order page is on screen (no second claim meanwhile).
 */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ClaimWizard, type ClaimWizardProps } from "@/components/claims/claim-wizard";
import { claimWizardProps } from "../support/claim-wizard-props";
import { Toaster } from "@/components/ui/toaster";
import { CLAIM_LIMITS, STALE_CLAIM_MESSAGE } from "@/lib/contract/claims";
import { CLAIM_TEXTS } from "@/lib/claim-texts";
import { CLAIM_MESSAGES } from "@/lib/claim-rules";
import { ORDER_TOAST } from "@/lib/ui-constants";
import { expectLeavingTo, navigation } from "../support/pending-navigation";

const mocks = vi.hoisted(() => ({ callApi: vi.fn() }));
// Like Next's, the router is one object for the component's life, and its push is a transition that lands when the test says so.
vi.mock("next/navigation", async () => ({ useRouter: (await import("../support/pending-navigation")).useTestRouter }));
// A new claim is placed through callApiOnce (one Idempotency-Key per intended claim): the same mock answers both.
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/api")>()), callApi: mocks.callApi, callApiOnce: mocks.callApi }));

const { ApiRequestError } = await import("@/lib/client/api");

const props = claimWizardProps();

const claim = {
  id: 7,
  order_id: "1000",
  account_id: 1,
  claim_types: ["ORDER_MANIFEST"],
  gladly_conversation_url: "https://bark.gladly.qa/x",
  photos_received: "NO",
  resolution_types: ["REFUND"],
  product_code: "SNACK-1",
  fulfillment_id: "F1",
  pet_id: "pet-1",
  order_manifest_issue_type: "PRINTING_ISSUE",
  version: 3,
  created_by: "team+bark@example.com",
  created: "2026-01-01T00:00:00.000Z",
  last_updated: "2026-01-01T00:00:00.000Z",
};

function answer(update: () => Promise<unknown>, load: () => Promise<unknown> = async () => claim) {
  mocks.callApi.mockImplementation((endpoint: { method: string; path: string }) => {
    if (endpoint.path === "items/skus") return Promise.resolve(["J-1", "X-2"]);
    if (endpoint.method === "GET") return load();
    return update();
  });
}

type User = ReturnType<typeof userEvent.setup>;

/**
 * The wizard with its toasts, inside the test router's Root when `root` (a push then waits for
 * `navigation.land()`); an existing claim (claimId set) once loaded, its heading on screen, unless
 * `loads` is false.
 */
async function openWizard(overrides: Partial<ClaimWizardProps> = {}, { root = false, loads = true } = {}): Promise<User> {
  const user = userEvent.setup();
  const wizard = <ClaimWizard {...props} {...overrides} />;
  render(
    <>
      {root ? <navigation.Root>{wizard}</navigation.Root> : wizard}
      <Toaster />
    </>,
  );
  const claimId = "claimId" in overrides ? overrides.claimId : props.claimId;
  if (claimId !== null && loads) expect(await screen.findByRole("heading", { name: "Update claim" })).toBeInTheDocument();
  return user;
}

/** Save on the last step, and Save in its confirmation. */
async function confirmSave(user: User) {
  await user.click(screen.getByRole("button", { name: "Save" }));
  await user.click(within(await screen.findByRole("dialog", { name: CLAIM_TEXTS.saveQuestion })).getByRole("button", { name: "Save" }));
}

async function saveThrough() {
  const user = await openWizard();
  expect(screen.getByLabelText("Conversation URL")).toHaveValue("https://bark.gladly.qa/x");
  expect(screen.getByRole("radio", { name: "No" })).toBeChecked();
  await user.click(screen.getByRole("button", { name: "Continue" }));
  expect(screen.getByRole("radio", { name: "Printing issue" })).toBeChecked();
  await user.click(screen.getByRole("radio", { name: "Unknown" }));
  expect(screen.getByRole("radio", { name: "Unknown" })).toBeChecked();
  await confirmSave(user);
  return user;
}

/** A new claim's first step filled (one claim type, photos received, a refund), and on to the type's step. */
async function fillNewClaim(user: User, claimType: string | RegExp = "Order manifest issue") {
  expect(screen.getByRole("heading", { name: "Submit new claim" })).toBeInTheDocument();
  // Step one says Continue, never Save, while it is the only step.
  expect(screen.getByRole("button", { name: "Continue" })).toBeDisabled();
  await user.click(screen.getByRole("combobox", { name: "Claim Types" }));
  await user.click(await screen.findByRole("option", { name: claimType }));
  await user.keyboard("{Escape}");
  await user.type(screen.getByLabelText("Conversation URL"), "https://bark.gladly.qa/c/1");
  await user.click(screen.getByRole("radio", { name: "Yes" }));
  await user.click(screen.getByRole("combobox", { name: "Resolution Types" }));
  await user.click(await screen.findByRole("option", { name: "Refund (partial or full)" }));
  await user.keyboard("{Escape}");
  await user.click(screen.getByRole("button", { name: "Continue" }));
}

beforeEach(() => {
  mocks.callApi.mockReset();
  navigation.reset();
});
afterEach(() => {
  act(() => toast.dismiss());
});

describe("ClaimWizard", { timeout: 20_000 }, () => {
  it("saves an update with the version it loaded and returns to the order", async () => {
    answer(async () => ({ ...claim, version: 4 }));
    await saveThrough();
    expect(await screen.findByText("Claim updated successfully")).toBeInTheDocument();
    const put = mocks.callApi.mock.calls.find(([e]) => (e as { method: string }).method === "PUT");
    expect(put?.[1]).toMatchObject({ params: { id: 7 }, body: { version: 3, order_manifest_issue_type: "UNKNOWN", order_id: "1000" } });
    await waitFor(() => expect(navigation.router.push).toHaveBeenCalledWith(props.orderPath));
  });

  it("a stale version (409) says so and offers Reload; the form stays open", async () => {
    answer(() => Promise.reject(new ApiRequestError(409, { detail: STALE_CLAIM_MESSAGE })));
    await saveThrough();
    expect(await screen.findByText(`Failed to update claim: ${STALE_CLAIM_MESSAGE}`)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
    expect(navigation.router.push).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Update claim" })).toBeInTheDocument();
  });

  it("Reload after a 409 loads the current claim: the agent's change stays, the other fields are current, the current version is sent", async () => {
    let puts = 0;
    let loads = 0;
    answer(
      async () => {
        puts += 1;
        if (puts === 1) throw new ApiRequestError(409, { detail: STALE_CLAIM_MESSAGE });
        return { ...claim, version: 6 };
      },
      async () => {
        loads += 1;
        return loads === 1 ? claim : { ...claim, gladly_conversation_url: "https://bark.gladly.qa/y", version: 5 };
      },
    );
    const user = await saveThrough();
    const notice = await screen.findByTestId("stale-version-notice");
    expect(notice).toHaveTextContent(STALE_CLAIM_MESSAGE);
    await user.click(within(notice).getByRole("button", { name: "Reload" }));
    await waitFor(() => expect(screen.getByLabelText("Conversation URL")).toHaveValue("https://bark.gladly.qa/y"));
    // The notice goes once the reload has ended (not at the click).
    await waitFor(() => expect(screen.queryByTestId("stale-version-notice")).not.toBeInTheDocument());
    expect(screen.getByRole("radio", { name: "Unknown" })).toBeChecked();
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeEnabled());
    await confirmSave(user);
    expect(await screen.findByText("Claim updated successfully")).toBeInTheDocument();
    const put = mocks.callApi.mock.calls.filter(([e]) => (e as { method: string }).method === "PUT").at(-1);
    expect(put?.[1]).toMatchObject({ body: { version: 5, order_manifest_issue_type: "UNKNOWN", gladly_conversation_url: "https://bark.gladly.qa/y" } });
  });

  it("a Reload whose read fails says 'Failed to fetch claim details' (not a failed save), and the notice stays", async () => {
    let loads = 0;
    answer(
      () => Promise.reject(new ApiRequestError(409, { detail: STALE_CLAIM_MESSAGE })),
      async () => {
        loads += 1;
        if (loads === 1) return claim;
        throw new ApiRequestError(503, { detail: "Down." });
      },
    );
    const user = await saveThrough();
    const notice = await screen.findByTestId("stale-version-notice");
    await user.click(within(notice).getByRole("button", { name: "Reload" }));
    expect(await screen.findByText(CLAIM_TEXTS.fetchFailed)).toBeInTheDocument();
    expect(screen.queryByText("Failed to update claim: Down.")).not.toBeInTheDocument();
    expect(screen.getByTestId("stale-version-notice")).toBeInTheDocument();
  });

  it("another failure: 'Failed to update claim: {error}'", async () => {
    answer(() => Promise.reject(new ApiRequestError(400, { order_manifest_issue_type: ["This field is required."] })));
    await saveThrough();
    expect(await screen.findByText("Failed to update claim: This field is required.")).toBeInTheDocument();
    expect(navigation.router.push).not.toHaveBeenCalled();
  });

  it("a second Save takes the first failure's toast away: one failure toast at a time, none after a success", async () => {
    let attempt = 0;
    answer(() => {
      attempt += 1;
      if (attempt === 1) return Promise.reject(new ApiRequestError(400, { order_manifest_issue_type: ["This field is required."] }));
      if (attempt === 2) return Promise.reject(new ApiRequestError(400, { detail: "Upstream is busy." }));
      return Promise.resolve(claim);
    });
    const user = await saveThrough();
    expect(await screen.findByText("Failed to update claim: This field is required.")).toBeInTheDocument();
    await confirmSave(user);
    expect(await screen.findByText("Failed to update claim: Upstream is busy.")).toBeInTheDocument();
    // Well before sonner's own 4 s: the toast went because the retry took it away, not because it timed out.
    await waitFor(() => expect(screen.queryByText("Failed to update claim: This field is required.")).not.toBeInTheDocument(), { timeout: 1000 });
    await confirmSave(user);
    expect(await screen.findByText("Claim updated successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^Failed to update claim/)).not.toBeInTheDocument(), { timeout: 1000 });
  });

  it("a claim that cannot be loaded: 'No related product data found', back to the order page", async () => {
    answer(
      async () => ({}),
      () => Promise.reject(new ApiRequestError(404, { detail: "Claim not found." })),
    );
    await openWizard({}, { loads: false });
    expect(screen.getByText("Loading claim")).toBeInTheDocument();
    expect(await screen.findByText("No related product data found")).toBeInTheDocument();
    expect(navigation.router.replace).toHaveBeenCalledWith(props.orderPath);
  });

  it("a claim of another product is not shown either", async () => {
    answer(
      async () => ({}),
      async () => ({ ...claim, product_code: "OTHER" }),
    );
    const error = vi.spyOn(toast, "error");
    await openWizard({}, { loads: false });
    expect(await screen.findByText("No related product data found")).toBeInTheDocument();
    expect(navigation.router.replace).toHaveBeenCalledWith(props.orderPath);
    // Order-related (spec 01 §9), read on the order page.
    expect(error).toHaveBeenCalledWith("No related product data found", ORDER_TOAST);
  });
  it("a new claim that fails to save: 'Failed to save claim: {error}', the form stays open", async () => {
    answer(() => Promise.reject(new ApiRequestError(400, { pet_id: ["The pet does not belong to this fulfillment's product."] })));
    const user = await openWizard({ claimId: null });
    await fillNewClaim(user);
    await user.click(screen.getByRole("radio", { name: "No order manifest" }));
    await confirmSave(user);
    const error = vi.spyOn(toast, "error");
    expect(await screen.findByText("Failed to save claim: The pet does not belong to this fulfillment's product.")).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ duration: ORDER_TOAST.duration }));
    const post = mocks.callApi.mock.calls.find(([e]) => (e as { method: string }).method === "POST");
    expect(post?.[1]).toMatchObject({ body: { claim_types: ["ORDER_MANIFEST"], order_manifest_issue_type: "NO_ORDER_MANIFEST", photos_received: "YES", resolution_types: ["REFUND"], order_id: "1000" } });
    expect(navigation.router.push).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Submit new claim" })).toBeInTheDocument();
  });

  it("a new claim saved: Save stays busy until the order page is on screen, so a second Save cannot file it twice", async () => {
    answer(async () => ({ ...claim, id: 8 }));
    const success = vi.spyOn(toast, "success");
    const user = await openWizard({ claimId: null }, { root: true });
    await fillNewClaim(user);
    await user.click(screen.getByRole("radio", { name: "No order manifest" }));
    await confirmSave(user);
    expect(await screen.findByText(CLAIM_TEXTS.saved)).toBeInTheDocument();
    // Order-related, as Delete claim's (spec 01 §9: 120000 ms; was the toaster's 4 s, often gone before the order page showed).
    expect(success).toHaveBeenCalledWith(CLAIM_TEXTS.saved, ORDER_TOAST);
    // The order page is loading: the wizard is still on screen, Save busy, Back and Close disabled; a second Save asks nothing.
    await expectLeavingTo(props.orderPath, {
      button: "Save",
      // A click event only: after user.click, which first blurs the step's focused radio, this test
      // router's push never landed (cause not found).
      again: async (save) => void fireEvent.click(save),
      sent: () => mocks.callApi.mock.calls.filter(([e]) => (e as { method: string }).method === "POST").length,
      meanwhile: () => {
        expect(screen.getByRole("button", { name: "Back" })).toBeDisabled();
        expect(screen.getByRole("button", { name: "Close" })).toBeDisabled();
      },
    });
  });

  it("the conversation URL field shows the expected form, and Continue says what is missing (issue 21)", async () => {
    answer(async () => ({}));
    const user = await openWizard({ claimId: null });
    const url = screen.getByLabelText("Conversation URL");
    expect(url).toHaveAccessibleDescription(/https:\/\/bark\.gladly\.qa\/…/);
    const next = screen.getByRole("button", { name: "Continue" });
    expect(next).toBeDisabled();
    expect(next.getAttribute("aria-description")).toBeTruthy();
    await user.type(url, "https://example.com/c/1");
    // The rule's message and the expected form, together.
    await waitFor(() => expect(url).toHaveAccessibleDescription(/https:\/\/bark\.gladly\.qa\/….*Must be a valid Gladly conversation URL/));
  });

  it("a click on the disabled Continue shows the step's messages under their fields and puts the focus on the first", async () => {
    answer(async () => ({}));
    const user = await openWizard({ claimId: null });
    const next = screen.getByRole("button", { name: "Continue" });
    expect(next).toBeDisabled();
    const types = screen.getByRole("combobox", { name: "Claim Types" });
    expect(types).not.toHaveAttribute("aria-invalid", "true");
    await user.click(next.parentElement!);
    await waitFor(() => expect(types).toHaveAttribute("aria-invalid", "true"));
    expect(types).toHaveAccessibleDescription(expect.stringContaining("Select at least one claim type."));
    await waitFor(() => expect(types).toHaveFocus());
  });

  it("the Mispack step's skus that fail to load: the toast with the extracted message, and Try again in the step, which loads them", async () => {
    let skuFailures = 1;
    mocks.callApi.mockImplementation((endpoint: { path: string }) => {
      if (endpoint.path === "items/skus") {
        if (skuFailures-- > 0) return Promise.reject(new ApiRequestError(502, { detail: "The back-office service could not be reached." }));
        return Promise.resolve(["J-1", "X-2"]);
      }
      return Promise.resolve({});
    });
    const user = await openWizard({ claimId: null });
    // Spec 01: a sku load failure shows a toast with the extracted error message.
    expect(await screen.findByText("The back-office service could not be reached.", { selector: "[data-sonner-toast] *" })).toBeInTheDocument();
    await fillNewClaim(user, /^Mispack/);
    const step = screen.getByRole("region", { name: /^Step 2 of 2/ });
    await user.click(within(step).getByRole("radio", { name: "Yes" }));
    expect(within(step).getByTestId("load-failed")).toHaveTextContent("The back-office service could not be reached.");
    expect(within(step).getByRole("combobox", { name: "Add a sku that was received" })).not.toHaveTextContent("Loading...");
    await user.click(within(step).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(within(step).queryByTestId("load-failed")).toBeNull());
    await user.click(within(step).getByRole("combobox", { name: "Add a sku that was received" }));
    expect(await screen.findByRole("option", { name: "X-2" })).toBeInTheDocument();
  });

  it("an edited claim whose lot-code item the product no longer packs: the item is listed with a hint, the claim saves, and it can be unticked (was: an error on an item not shown)", async () => {
    // Saved when the product packed J-0; its mapping has packed J-1 instead since.
    const stored = {
      ...claim,
      claim_types: ["ADVERSE_REACTION"],
      order_manifest_issue_type: null,
      adverse_reaction_vet_visit_required: "NO",
      adverse_reaction_vet_bill_requested: false,
      adverse_reaction_symptoms: ["VOMIT"],
      adverse_reaction_lot_codes: { "J-0": "L-1" },
    };
    answer(async () => ({ ...stored, version: 4 }), async () => stored);
    const user = await openWizard();
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const gone = screen.getByRole("checkbox", { name: "J-0" });
    expect(gone).toBeChecked();
    expect(gone).toHaveAccessibleDescription(CLAIM_TEXTS.itemNoLongerPacked);
    expect(screen.getByLabelText("Lot code for J-0")).toHaveValue("L-1");
    expect(screen.queryByText(CLAIM_MESSAGES.unknownItem)).not.toBeInTheDocument();
    // Unticked it stays listed; the product's own item takes its place.
    await user.click(gone);
    expect(screen.getByRole("checkbox", { name: "J-0" })).not.toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "Jerky bag (1)" }));
    await user.type(screen.getByLabelText("Lot code for Jerky bag"), "L-2");
    await user.click(screen.getByRole("checkbox", { name: "J-0" }));
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
    await confirmSave(user);
    expect(await screen.findByText("Claim updated successfully")).toBeInTheDocument();
    const put = mocks.callApi.mock.calls.find(([e]) => (e as { method: string }).method === "PUT");
    expect((put?.[1] as { body: Record<string, unknown> }).body.adverse_reaction_lot_codes).toEqual({ "J-0": "", "J-1": "L-2" });
  });

  describe("the claim's limits are the steps' rules: the message under the field, Continue or Save disabled (was: every step valid, then Save failed with a toast naming no field)", () => {
    const stored = {
      ...claim,
      claim_types: ["ADVERSE_REACTION", "PRODUCT_QUALITY"],
      order_manifest_issue_type: null,
      adverse_reaction_vet_visit_required: "YES",
      adverse_reaction_vet_bill_requested: true,
      adverse_reaction_vet_bill_cost: 10,
      adverse_reaction_symptoms: ["OTHER"],
      adverse_reaction_additional_notes: "Lethargic",
      adverse_reaction_lot_codes: { "J-1": "L1" },
      product_quality_issues: [{ issue_type: "DAMAGED_PRODUCT", sub_issue: "OTHER", notes: "Bent", lot_codes: { "J-1": "L1" } }],
    };
    const step = (n: number) => screen.getByRole("region", { name: new RegExp(`^Step ${n} of 3`) });
    const x = (n: number) => "x".repeat(n);
    /** Types a value past the limit: its message under the field and `button` disabled; the value at the limit: no message, enabled. */
    async function pastThenAt(field: HTMLElement, button: string, past: string, at: string, message: string) {
      fireEvent.change(field, { target: { value: past } });
      await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(screen.getByRole("button", { name: button })).toBeDisabled();
      fireEvent.change(field, { target: { value: at } });
      await waitFor(() => expect(field).not.toHaveAccessibleDescription(expect.stringContaining(message)));
      expect(screen.getByRole("button", { name: button })).toBeEnabled();
    }

    it("the conversation URL, the Additional Notes, a lot code and the vet bill amount", async () => {
      answer(async () => ({ ...stored, version: 4 }), async () => stored);
      const user = await openWizard();
      const prefix = props.conversationPrefix;
      const url = (n: number) => `${prefix}${x(n - prefix.length)}`;
      await pastThenAt(screen.getByLabelText("Conversation URL"), "Continue", url(CLAIM_LIMITS.conversationUrlLength + 1), url(CLAIM_LIMITS.conversationUrlLength), CLAIM_MESSAGES.conversationUrlLength);
      await user.click(screen.getByRole("button", { name: "Continue" }));
      expect(screen.getByTestId("claim-step-name")).toHaveTextContent("Adverse reaction");
      await pastThenAt(within(step(2)).getByLabelText("Additional Notes"), "Continue", x(CLAIM_LIMITS.notesLength + 1), x(CLAIM_LIMITS.notesLength), CLAIM_MESSAGES.notesLength);
      await pastThenAt(within(step(2)).getByLabelText("Lot code for Jerky bag"), "Continue", x(CLAIM_LIMITS.lotCodeLength + 1), x(CLAIM_LIMITS.lotCodeLength), CLAIM_MESSAGES.lotCodeLength);
      expect(within(step(2)).getByLabelText("Vet Bill Amount")).toHaveAttribute("max", String(CLAIM_LIMITS.vetBillMax));
      await pastThenAt(within(step(2)).getByLabelText("Vet Bill Amount"), "Continue", String(CLAIM_LIMITS.vetBillMax + 1), String(CLAIM_LIMITS.vetBillMax), CLAIM_MESSAGES.vetBillMaximum);
      await user.click(screen.getByRole("button", { name: "Continue" }));
      expect(screen.getByTestId("claim-step-name")).toHaveTextContent("Product quality");
      await pastThenAt(within(step(3)).getByLabelText("Lot code for Jerky bag"), "Save", x(CLAIM_LIMITS.lotCodeLength + 1), "L2", CLAIM_MESSAGES.lotCodeLength);
      await confirmSave(user);
      expect(await screen.findByText("Claim updated successfully")).toBeInTheDocument();
      const put = mocks.callApi.mock.calls.find(([e]) => (e as { method: string }).method === "PUT");
      expect((put?.[1] as { body: Record<string, unknown> }).body).toMatchObject({ adverse_reaction_additional_notes: x(CLAIM_LIMITS.notesLength), adverse_reaction_vet_bill_cost: CLAIM_LIMITS.vetBillMax });
    });

    it("a quality issue's notes, and one issue more than the claim holds", async () => {
      answer(async () => ({ ...stored, version: 4 }), async () => stored);
      const user = await openWizard();
      await user.click(screen.getByRole("button", { name: "Continue" }));
      await user.click(screen.getByRole("button", { name: "Continue" }));
      expect(screen.getByTestId("claim-step-name")).toHaveTextContent("Product quality");
      await pastThenAt(within(step(3)).getByLabelText("Notes"), "Save", x(CLAIM_LIMITS.notesLength + 1), x(CLAIM_LIMITS.notesLength), CLAIM_MESSAGES.notesLength);
      // One issue more than the limit (the new ones unfinished): the list's message; one removed, it goes.
      for (let n = 1; n <= CLAIM_LIMITS.qualityIssues; n++) fireEvent.click(screen.getByRole("button", { name: "Add issue" }));
      expect(await screen.findByText(CLAIM_MESSAGES.qualityIssuesMaximum)).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
      fireEvent.click(screen.getByRole("button", { name: `Remove issue ${CLAIM_LIMITS.qualityIssues + 1}` }));
      expect(screen.queryByText(CLAIM_MESSAGES.qualityIssuesMaximum)).not.toBeInTheDocument();
      expect(mocks.callApi.mock.calls.some(([e]) => (e as { method: string }).method === "PUT")).toBe(false);
    });
  });

  describe("Reload after a 409 merges each claim type as a unit", () => {
    const meal = { ...props, product: { ...props.product, productType: "MEAL", isFrozen: true } };
    const stale = () => Promise.reject(new ApiRequestError(409, { detail: STALE_CLAIM_MESSAGE }));
    const reload = async (user: User) => {
      const notice = await screen.findByTestId("stale-version-notice");
      await user.click(within(notice).getByRole("button", { name: "Reload" }));
      await waitFor(() => expect(screen.queryByTestId("stale-version-notice")).not.toBeInTheDocument());
    };

    it("the agent added Feeding guide, someone else Warm Box with its answers: both are kept, each with its answers (was: Warm Box's answers kept, the type dropped, the save refused)", async () => {
      const warm = { warm_box_food_inside_silver_bag: "YES", warm_box_silver_bag_sealed: "NO", warm_box_gel_pack_or_dry_ice_present: "DRY_ICE" };
      let puts = 0;
      let loads = 0;
      answer(
        async () => (++puts === 1 ? stale() : { ...claim, version: 6 }),
        async () => (++loads === 1 ? claim : { ...claim, claim_types: ["ORDER_MANIFEST", "WARM_BOX"], ...warm, version: 5 }),
      );
      const user = await openWizard(meal);
      await user.click(screen.getByRole("combobox", { name: "Claim Types" }));
      await user.click(await screen.findByRole("option", { name: "Feeding guide issue" }));
      await user.keyboard("{Escape}");
      await user.click(screen.getByRole("button", { name: "Continue" }));
      await user.click(screen.getByRole("radio", { name: "No feeding guide" }));
      await user.click(screen.getByRole("button", { name: "Continue" }));
      await confirmSave(user);
      await reload(user);
      expect(screen.queryByTestId("claim-reload-warning")).not.toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Continue" }));
      expect(screen.getByTestId("claim-step-name")).toHaveTextContent("Warm Box");
      await confirmSave(user);
      expect(await screen.findByText("Claim updated successfully")).toBeInTheDocument();
      const put = mocks.callApi.mock.calls.filter(([e]) => (e as { method: string }).method === "PUT").at(-1);
      expect(put?.[1]).toMatchObject({ body: { version: 5, claim_types: ["ORDER_MANIFEST", "WARM_BOX", "FEEDING_GUIDE"], feeding_guide_issue_type: "NO_FEEDING_GUIDE", order_manifest_issue_type: "PRINTING_ISSUE", ...warm } });
    });

    it("a merged claim that breaks a rule says so, naming the step, until it holds", async () => {
      const both = { ...claim, claim_types: ["FEEDING_GUIDE", "ORDER_MANIFEST"], feeding_guide_issue_type: "PRINTING_ISSUE" };
      let loads = 0;
      answer(stale, async () => (++loads === 1 ? both : { ...both, claim_types: ["FEEDING_GUIDE"], order_manifest_issue_type: null, version: 5 }));
      const user = await openWizard(meal);
      // The agent removes Feeding guide; the other person removed Order manifest meanwhile: no type is left.
      await user.click(screen.getByRole("button", { name: "Remove Feeding guide issue" }));
      await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm" }));
      await user.click(screen.getByRole("button", { name: "Continue" }));
      await confirmSave(user);
      await reload(user);
      expect(screen.getByTestId("claim-reload-warning")).toHaveTextContent(CLAIM_TEXTS.reloadedInvalid("General", "Select at least one claim type."));
      await user.click(screen.getByRole("combobox", { name: "Claim Types" }));
      await user.click(await screen.findByRole("option", { name: "Order manifest issue" }));
      await user.keyboard("{Escape}");
      expect(screen.getByTestId("claim-reload-warning")).toHaveTextContent(CLAIM_TEXTS.reloadedInvalid("Order manifest issue", "This field is required."));
      // The wizard stayed on the second step, Order manifest issue's now.
      expect(screen.getByTestId("claim-step-name")).toHaveTextContent("Order manifest issue");
      await user.click(screen.getByRole("radio", { name: "Unknown" }));
      expect(screen.queryByTestId("claim-reload-warning")).not.toBeInTheDocument();
    });
  });
});
