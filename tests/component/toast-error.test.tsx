/**
 * toastError (lib/client/api.ts): the same failure again replaces its toast instead of piling up
 * copies (a list that fails to load each time its dialog opens); another failure is a toast of its
 * own; an id the caller gives wins (components/ui/error-toast.ts dismisses by it).
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { ApiRequestError, toastError } from "@/lib/client/api";

afterEach(() => {
  act(() => toast.dismiss());
});

describe("toastError", () => {
  it("one toast per text: the same failure again replaces it, another failure is a toast of its own", async () => {
    render(<Toaster />);
    const failing = new ApiRequestError(502, { detail: "The back-office service failed to answer the request." });
    act(() => void toastError(failing));
    expect(await screen.findByText("Error: The back-office service failed to answer the request.")).toBeInTheDocument();
    act(() => void toastError(failing));
    act(() => void toastError(new ApiRequestError(502, { detail: "The back-office service failed to answer the request." })));
    await waitFor(() => expect(screen.getAllByText("Error: The back-office service failed to answer the request.")).toHaveLength(1));
    act(() => void toastError(new ApiRequestError(404, { detail: "Not found." })));
    expect(await screen.findByText("Error: Not found.")).toBeInTheDocument();
    expect(screen.getAllByText("Error: The back-office service failed to answer the request.")).toHaveLength(1);
  });

  it("an id the caller gives is the toast's id (the action dismisses it by that id)", async () => {
    render(<Toaster />);
    act(() => void toastError(new ApiRequestError(400, { detail: "Refused." }), { id: "mine" }));
    expect(await screen.findByText("Error: Refused.")).toBeInTheDocument();
    act(() => void toast.dismiss("mine"));
    await waitFor(() => expect(screen.queryByText("Error: Refused.")).not.toBeInTheDocument(), { timeout: 1000 });
  });
});
