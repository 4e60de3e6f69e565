import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { UpstreamUnavailable } from "@/components/ui/upstream-unavailable";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh, push: vi.fn(), replace: vi.fn() }) }));

describe("UpstreamUnavailable (issue 19: a slow or unreachable back office)", () => {
  it("says what happened in a sentence and Try again renders the page again", async () => {
    render(<UpstreamUnavailable detail="The back-office service did not answer in time." />);
    expect(screen.getByRole("alert")).toHaveTextContent("The back-office service did not answer in time. Please try again.");
    expect(screen.getByRole("heading", { level: 1, name: "This page could not be loaded" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("under a page's own title its heading is a second level one", () => {
    render(<UpstreamUnavailable detail="The back-office service could not be reached." heading="h2" />);
    expect(screen.getByRole("heading", { level: 2, name: "The results could not be loaded" })).toBeInTheDocument();
  });
});
