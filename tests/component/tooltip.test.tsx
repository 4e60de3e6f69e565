/**
 * The kit's tooltips ("Tooltip offset is 10 with hide delay 0"; issue 18): keyboard focus
 * shows the tooltip, blur and Escape hide it at once; IconButton names its icon and, when the action
 * is unavailable, does nothing and gives the reason; TruncatedText shows the whole text.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { IconButton, Tooltip, TruncatedText } from "@/components/ui/tooltip";
import { TOOLTIP_HIDE_DELAY_MS, TOOLTIP_OFFSET_PX } from "@/lib/ui-constants";

describe("Tooltip", () => {
  it("uses the spec's offset and hide delay", () => {
    expect(TOOLTIP_OFFSET_PX).toBe(10);
    expect(TOOLTIP_HIDE_DELAY_MS).toBe(0);
  });

  it("opens on keyboard focus (Tab) and closes on blur and on Escape", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tooltip content="The whole story">
          <button type="button">Trigger</button>
        </Tooltip>
        <button type="button">Next</button>
      </>,
    );
    expect(screen.queryByRole("tooltip")).toBeNull();
    await user.tab();
    expect(screen.getByRole("button", { name: "Trigger" })).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("The whole story");
    await user.tab();
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
    await user.tab({ shift: true });
    expect(await screen.findByRole("tooltip")).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  });

  it("places the tooltip 10px from its trigger", async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Offset">
        <button type="button">Trigger</button>
      </Tooltip>,
    );
    await user.tab();
    await screen.findByRole("tooltip");
    const content = document.querySelector("[data-radix-popper-content-wrapper]") as HTMLElement;
    // Radix's popper (floating-ui) puts the side offset into the wrapper's transform: top side → y = -(height + offset).
    await waitFor(() => expect(content.style.transform).toMatch(new RegExp(`translate\\(0px, -${TOOLTIP_OFFSET_PX}px\\)`)));
  });
});

describe("IconButton", () => {
  it("is named by its label, shows it as the tooltip on focus, and runs onClick", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<IconButton label="Send a password reset link to a+bark@example.com" icon="✉" onClick={onClick} />);
    const button = screen.getByRole("button", { name: "Send a password reset link to a+bark@example.com" });
    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Send a password reset link to a+bark@example.com");
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("unavailable: stays focusable, does nothing, and gives the reason as tooltip and description", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<IconButton label="Deactivate ops+bark@example.com" icon="⏻" onClick={onClick} unavailable="Only a higher tier may change this account." />);
    const button = screen.getByRole("button", { name: "Deactivate ops+bark@example.com" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAccessibleDescription("Only a higher tier may change this account.");
    await user.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Only a higher tier may change this account.");
    await user.click(button);
    await user.keyboard("{Enter}");
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe("TruncatedText", () => {
  it("is reachable by keyboard and its tooltip holds the whole text", async () => {
    const user = userEvent.setup();
    const text = "A very long promotion banner copy that does not fit in its cell";
    render(<TruncatedText text={text} />);
    await user.tab();
    expect(screen.getByText(text, { selector: "span.truncate" })).toHaveFocus();
    expect(await screen.findByRole("tooltip")).toHaveTextContent(text);
    act(() => (document.activeElement as HTMLElement).blur());
    await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
  });
});
