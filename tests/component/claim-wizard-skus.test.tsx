/**
 * The claim wizard's Mispack skus: a failed load raises the toast with the extracted message
 * (spec 01; tests/component/claim-wizard.test.tsx), but a 401 raises none: its own answer (the
 * daily-expiry toast, /login) has been given (was: "Unable to perform the requested operation"
 * beside it).
 */
import { act, render, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ClaimWizard } from "@/components/claims/claim-wizard";
import { claimWizardProps } from "../support/claim-wizard-props";
import { toast } from "@/components/ui/toaster";
import { navigation } from "../support/pending-navigation";

const mocks = vi.hoisted(() => ({ callApi: vi.fn() }));
vi.mock("next/navigation", async () => ({ useRouter: (await import("../support/pending-navigation")).useTestRouter }));
vi.mock("@/lib/client/api", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/client/api")>()), callApi: mocks.callApi, callApiOnce: mocks.callApi }));

const { ApiRequestError } = await import("@/lib/client/api");

const props = claimWizardProps({ claimId: null });

beforeEach(() => {
  mocks.callApi.mockReset();
  navigation.reset();
});

describe("ClaimWizard's sku load", () => {
  it("a 401 raises no error toast", async () => {
    const error = vi.spyOn(toast, "error");
    let failed!: Promise<unknown>;
    mocks.callApi.mockImplementation(() => (failed = Promise.reject(new ApiRequestError(401, { detail: "Authentication credentials were not provided." }))));
    render(<ClaimWizard {...props} />);
    await waitFor(() => expect(mocks.callApi).toHaveBeenCalled());
    await act(() => failed.catch(() => undefined));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
