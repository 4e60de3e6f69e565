/**
 * Where focus goes when a dialog closes (components/ui/focus-return.ts): the opener, or the control
 * that took its place when a refresh replaced it or a reset disabled it; never <body>.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Wizard } from "@/components/ui/wizard";
import { focusReturnOf, FOCUS_WATCH_MS } from "@/components/ui/focus-return";

// The Wizard's Reload after a 409 refreshes through the app's router (useStaleNotice).
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn(), replace: vi.fn() }) }));

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

function page(html: string) {
  document.body.innerHTML = html;
  return (selector: string) => document.querySelector<HTMLElement>(selector)!;
}

describe("focusReturnOf", () => {
  it("returns to the opener while it is there and enabled", () => {
    const $ = page(`<main><h1>Discount</h1><section><a href="#x">Edit</a><button id="toggle">Deactivate</button></section></main>`);
    $("#toggle").focus();
    const back = focusReturnOf(document.activeElement)!;
    $("a").focus();
    back.restore();
    expect(document.activeElement).toBe($("#toggle"));
  });

  it("a refresh that replaces the opener a moment after the close: focus moves to the control in its place", async () => {
    const $ = page(`<main><h1>Discount</h1><section id="s"><a href="#x">Edit</a><button id="old">Deactivate</button><a href="#y">Changelog</a></section></main>`);
    $("#old").focus();
    const back = focusReturnOf(document.activeElement)!;
    back.restore();
    expect(document.activeElement).toBe($("#old"));
    // The server's new rows: the section's children replaced, "Activate" where "Deactivate" was.
    $("#s").innerHTML = `<a href="#x">Edit</a><button id="new">Activate</button><a href="#y">Changelog</a>`;
    await waitFor(() => expect(document.activeElement).toBe($("#new")));
  });

  it("an opener disabled by the time the dialog closes (a reset form): the control at its place in the form, not <body>", () => {
    const $ = page(`<main><h1>Refund</h1><form><input aria-label="Amount"><button id="go" disabled>Process Refund</button></form><a href="#z">Back</a></main>`);
    const back = focusReturnOf($("#go"))!;
    back.restore();
    expect(document.activeElement).toBe($("input"));
  });

  it("nothing focusable left: the page's main heading takes focus", () => {
    const $ = page(`<main><h1>Done</h1><section><button id="only">Delete</button></section></main>`);
    const back = focusReturnOf($("#only"))!;
    $("section").remove();
    expect(back.target()).toBe($("h1"));
    back.restore();
    expect(document.activeElement).toBe($("h1"));
    expect($("h1").tabIndex).toBe(-1);
  });

  it("the opener's group goes with it (its last action, Mark Delivery Failed): the control at its place in the section around it, not <body>", async () => {
    const $ = page(
      `<main><h1>Order 1000004</h1><section id="shipping"><a href="#t">1Z999</a><div role="group" aria-label="Actions of fulfillment 5000004"><button id="df">Mark Delivery Failed</button></div><button id="claim">File claim</button></section></main>`,
    );
    const back = focusReturnOf($("#df"))!;
    back.restore();
    expect(document.activeElement).toBe($("#df"));
    // The refreshed card: the fulfillment is no longer SHIPPED, so its actions group is not rendered.
    $("[role=group]").remove();
    await waitFor(() => expect(document.activeElement).toBe($("#claim")));
  });

  it("a row action of a table: back to the same row (data-row-id) wherever the refresh sorted it, at the opener's place among its controls", async () => {
    const $ = page(
      `<main><h1>Users</h1><section id="s"><table><thead><tr><th><a href="#email">Email</a></th></tr></thead><tbody id="b">` +
        `<tr data-row-id="1"><td><button>Reset 1</button><button>Deactivate 1</button></td></tr>` +
        `<tr data-row-id="2"><td><button>Reset 2</button><button id="old">Deactivate 2</button></td></tr></tbody></table></section></main>`,
    );
    const back = focusReturnOf($("#old"))!;
    back.restore();
    expect(document.activeElement).toBe($("#old"));
    // The refreshed rows: user 2 changed, so it is sorted first (by Last Updated), its cell re-rendered.
    $("#b").innerHTML =
      `<tr data-row-id="2"><td><button>Reset 2</button><button id="new">Reactivate 2</button></td></tr>` + `<tr data-row-id="1"><td><button>Reset 1</button><button>Deactivate 1</button></td></tr>`;
    await waitFor(() => expect(document.activeElement).toBe($("#new")));
  });

  it("a row that is gone (deleted, filtered out): the control at the opener's place in the container around it", async () => {
    const $ = page(
      `<main><h1>Claims</h1><section id="s"><table><tbody id="b">` +
        `<tr data-row-id="1"><td><button>Delete 1</button></td></tr><tr data-row-id="2"><td><button id="del2">Delete 2</button></td></tr><tr data-row-id="3"><td><button id="del3">Delete 3</button></td></tr></tbody></table></section></main>`,
    );
    const back = focusReturnOf($("#del2"))!;
    back.restore();
    $("tr[data-row-id='2']").remove();
    await waitFor(() => expect(document.activeElement).toBe($("#del3")));
  });

  it("stops watching once focus moves elsewhere or the watch ends", async () => {
    const $ = page(`<main><h1>Users</h1><section id="s"><button id="a">Deactivate</button><button id="b">Other</button></section><input id="far"></main>`);
    const back = focusReturnOf($("#a"))!;
    back.restore();
    $("#far").focus();
    $("#s").innerHTML = `<button id="c">Reactivate</button>`;
    await new Promise((r) => setTimeout(r, 10));
    expect(document.activeElement).toBe($("#far"));
    expect(FOCUS_WATCH_MS).toBeGreaterThan(1000);
  });
});

describe("the kit's Dialog", () => {
  function Toggle() {
    const [active, setActive] = useState(true);
    const [open, setOpen] = useState(false);
    return (
      <main>
        <h1>Discount</h1>
        <section aria-label="Status">
          {/* Two different elements, as a page refresh renders them: the opener does not survive the change. */}
          {active ? (
            <button key="deactivate" onClick={() => setOpen(true)}>
              Deactivate
            </button>
          ) : (
            <button key="activate" onClick={() => setOpen(true)}>
              Activate
            </button>
          )}
        </section>
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title="Change status?"
          footer={
            <button
              onClick={() => {
                setOpen(false);
                setTimeout(() => setActive((a) => !a), 20);
              }}
            >
              Confirm
            </button>
          }
        >
          Sure?
        </Dialog>
      </main>
    );
  }

  it("after a confirmed change replaces its opener, focus is on the new button (was: <body>)", async () => {
    const user = userEvent.setup();
    render(<Toggle />);
    await user.click(screen.getByRole("button", { name: "Deactivate" }));
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Activate" })).toHaveFocus());
  });

  it("an opener after other controls of its section: focus goes to the control at its place, not to the section's first (the modal hid the page when the place was counted)", async () => {
    function Row() {
      const [active, setActive] = useState(true);
      const [open, setOpen] = useState(false);
      return (
        <main>
          <h1>Users</h1>
          <section aria-label="Results">
            <a href="#email">Email</a>
            <button>Send a reset link</button>
            {active ? (
              <button key="deactivate" onClick={() => setOpen(true)}>
                Deactivate
              </button>
            ) : (
              <button key="reactivate" onClick={() => setOpen(true)}>
                Reactivate
              </button>
            )}
          </section>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            title="Deactivate user?"
            footer={
              <button
                onClick={() => {
                  setOpen(false);
                  setTimeout(() => setActive((a) => !a), 20);
                }}
              >
                Confirm
              </button>
            }
          >
            Sure?
          </Dialog>
        </main>
      );
    }
    const user = userEvent.setup();
    render(<Row />);
    await user.click(screen.getByRole("button", { name: "Deactivate" }));
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Reactivate" })).toHaveFocus());
  });

  it("a confirmation opened from inside a dialog that closes with it leaves focus to that dialog's own opener (Exit without saving?)", async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      const [name, setName] = useState("");
      return (
        <main>
          <h1>Customer</h1>
          <a href="#first">First link</a>
          <section aria-label="Dogs">
            <button onClick={() => setOpen(true)}>Update Dog</button>
          </section>
          {open ? (
            <Wizard
              title="Update Dog: Rex"
              onClose={() => setOpen(false)}
              onSave={vi.fn()}
              dirty={name !== ""}
              steps={[{ id: "a", title: "Input", valid: true, content: <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} /> }]}
            />
          ) : null}
        </main>
      );
    }
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Update Dog" }));
    await user.type(await screen.findByLabelText("Name"), "Max");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await user.click(await screen.findByRole("button", { name: "Exit" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(screen.getByRole("button", { name: "Update Dog" })).toHaveFocus());
  });
});
