/**
 * DownloadButton (components/ui/download-button.tsx): the CSV streams with progress ("N of M
 * rows"), then is saved under the server's file name; a failed answer shows the error toast; a 401
 * goes to sign-in as every read's (lib/client/api.ts onUnauthorized), without a toast.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DownloadButton, fileNameOf } from "@/components/ui/download-button";
import { CSV_BOM } from "@/lib/csv";
import { loginPathWithNext } from "@/lib/auth-paths";
import { SESSION_ENDED } from "@/lib/contract/session-answers";

const toastError = vi.fn();
vi.mock("@/lib/client/toast", () => ({ toast: Object.assign(vi.fn(), { error: (text: string) => toastError(text), success: vi.fn() }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  toastError.mockReset();
});

describe("DownloadButton", () => {
  it("reads the file name of Content-Disposition", () => {
    expect(fileNameOf('attachment; filename="items_2026-11-23_01.05.09.csv"', "x.csv")).toBe("items_2026-11-23_01.05.09.csv");
    expect(fileNameOf(null, "x.csv")).toBe("x.csv");
  });

  it("shows the rows received while the file streams, then saves it under the server's name", async () => {
    let push!: (text: string) => void;
    let end!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
        end = () => controller.close();
      },
    });
    const fetchMock = vi.fn(async () => new Response(body, { headers: { "content-type": "text/csv", "content-disposition": 'attachment; filename="items_2026-11-23_01.05.09.csv"' } }));
    vi.stubGlobal("fetch", fetchMock);
    const created = vi.fn(() => "blob:x");
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    render(<DownloadButton href="/api/exports/items?search=bag" total={3} />);
    await userEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(fetchMock).toHaveBeenCalledWith("/api/exports/items?search=bag", expect.anything());
    // As every CSV of the product: the UTF-8 byte-order mark first (no line break: the count is the same).
    await act(async () => push(`${CSV_BOM}sku,name\nA,a\n`));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Downloading… 1 of 3 rows"));
    expect(screen.getByRole("progressbar", { name: "Download progress" })).toBeInTheDocument();
    await act(async () => {
      push("B,b\nC,c\n");
      end();
    });
    await waitFor(() => expect(clicked).toEqual(["items_2026-11-23_01.05.09.csv"]));
    expect(created).toHaveBeenCalledTimes(1);
    // The file keeps the mark: Excel reads it as UTF-8.
    const saved = new Uint8Array(await (created.mock.calls[0] as unknown as [Blob])[0].arrayBuffer());
    expect([...saved.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    click.mockRestore();
  });

  it("shows the error toast when the download is refused", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ detail: "You do not have permission to perform this action." }, { status: 403 })));
    render(<DownloadButton href="/api/exports/items" />);
    await userEvent.click(screen.getByRole("button", { name: "Download" }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Error: You do not have permission to perform this action."));
  });

  it("a 401 (the session ended) goes to sign-in, saying why, with no error toast; the button is free again", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    const here = `${window.location.pathname}${window.location.search}`;
    vi.stubGlobal("fetch", vi.fn(async () => Response.json(SESSION_ENDED, { status: 401 })));
    render(<DownloadButton href="/api/exports/items" />);
    await userEvent.click(screen.getByRole("button", { name: "Download" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(loginPathWithNext(here, { sessionEnded: true })));
    await waitFor(() => expect(screen.getByRole("button", { name: "Download" })).toBeEnabled());
    expect(toastError).not.toHaveBeenCalled();
    assign.mockRestore();
  });
});
