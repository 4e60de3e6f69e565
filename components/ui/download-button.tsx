"use client";
/**
 * DownloadButton: a CSV download through one of the app's route handlers (app/api/exports/…) with
 * progress while the file streams (issue 13): the answer is read chunk by chunk, the button shows
 * "Downloading… N of M rows" (a progressbar; rows counted by line breaks, capped at `total`), then
 * the file is saved under the server's name (Content-Disposition). The route is asked as every call
 * of the app (lib/client/api.ts fetchAppRoute). Errors: the error toast built from the answer
 * (toastError); a 401 goes to sign-in (the session is over), without a toast. The download is
 * aborted when the page goes.
 * Props: href (the route, with the list's search); label? (default "Download"); total? (the rows
 * the list counts, for "N of M").
 * Focus: the button is disabled while busy, so the browser drops its focus; when the download ends
 * the focus comes back to it if it had it and nothing else took it meanwhile (the kit Button's busy).
 */
import { useEffect, useRef, useState } from "react";
import { ApiRequestError, fetchAppRoute, toastError } from "@/lib/client/api";
import { Button } from "./button";

/** The file name of a Content-Disposition header, or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? "");
  return match?.[1] ?? fallback;
}

export function DownloadButton({ href, label = "Download", total }: { href: string; label?: string; total?: number }) {
  const [rows, setRows] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function download() {
    const controller = new AbortController();
    abort.current = controller;
    setRows(0);
    try {
      const response = await fetchAppRoute(href, { signal: controller.signal, accept: "text/csv, application/json" });
      if (!response.body) throw new ApiRequestError(response.status, undefined);
      const reader = response.body.getReader();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      let lines = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++;
        // The first line is the header row.
        setRows(Math.max(0, lines - 1));
      }
      const url = URL.createObjectURL(new Blob(chunks, { type: "text/csv" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = fileNameOf(response.headers.get("content-disposition"), "export.csv");
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      toastError(error);
    } finally {
      abort.current = null;
      setRows(null);
    }
  }

  const busy = rows !== null;
  const shown = busy ? (total !== undefined ? Math.min(rows, total) : rows) : 0;
  return (
    <div className="flex items-center gap-2">
      <Button variant="secondary" busy={busy} onClick={() => void download()}>
        {label}
      </Button>
      {busy ? (
        <span className="flex items-center gap-2 text-sm text-slate-700">
          <progress
            className="h-2 w-24 accent-brand-600"
            aria-label="Download progress"
            max={total && total > 0 ? total : undefined}
            value={total && total > 0 ? shown : undefined}
          />
          <span role="status">{total !== undefined ? `Downloading… ${shown} of ${total} rows` : `Downloading… ${shown} rows`}</span>
        </span>
      ) : null}
    </div>
  );
}
