"use client";
/**
 * The authenticator-code step of sign-in, shown when the sign-in answer asks for a code: when setup is required, the QR
 * code of `configUrl` (rendered with `qrcode`) and its setup key come first, then the code input
 * (required).
 * Props: open; configUrl: string | null (the otpauth:// address when setup is required, else null);
 * error?: string (shown above the input); busy?: boolean;
 * onSubmit(code: string): void; onCancel(): void.
 */
import { useEffect, useState } from "react";
import QRCode from "qrcode";
import { totpRequestSchema } from "@/lib/contract/auth";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Form, FormField, useZodForm } from "@/components/ui/form";
import { Notice } from "@/components/ui/notice";

const codeSchema = totpRequestSchema.pick({ token: true });

/** The base32 secret inside an otpauth:// address, for people who type it instead of scanning. */
export function setupKeyOf(configUrl: string): string | null {
  const match = /[?&]secret=([^&#]+)/i.exec(configUrl);
  return match ? decodeURIComponent(match[1]) : null;
}

export interface AuthenticatorCodeDialogProps {
  open: boolean;
  configUrl: string | null;
  error?: string;
  busy?: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

export function AuthenticatorCodeDialog({ open, configUrl, error, busy = false, onSubmit, onCancel }: AuthenticatorCodeDialogProps) {
  const [qr, setQr] = useState<{ url: string; dataUrl: string } | null>(null);
  // No unsaved-changes question on the sign-in page: there is nothing to lose.
  const form = useZodForm(codeSchema, { defaultValues: { token: "" }, guard: false });

  useEffect(() => {
    if (!configUrl) return;
    let cancelled = false;
    QRCode.toDataURL(configUrl, { margin: 1, width: 200 })
      .then((dataUrl) => {
        if (!cancelled) setQr({ url: configUrl, dataUrl });
      })
      .catch(() => {
        if (!cancelled) setQr(null);
      });
    return () => {
      cancelled = true;
    };
  }, [configUrl]);

  const setupKey = configUrl ? setupKeyOf(configUrl) : null;
  const qrDataUrl = qr && qr.url === configUrl ? qr.dataUrl : null;

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      dismissible={!busy}
      title={configUrl ? "Set up your authenticator" : "Authenticator code"}
      description={
        configUrl
          ? "Scan this QR code with your authenticator app, then enter the 6-digit code it shows."
          : "Enter the 6-digit code from your authenticator app."
      }
    >
      {configUrl ? (
        <div className="mb-4 flex flex-col items-center gap-2">
          {qrDataUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a data: URL generated in the browser
            <img src={qrDataUrl} width={200} height={200} alt="QR code for your authenticator app" data-testid="totp-qr-code" />
          ) : (
            <div className="h-[200px] w-[200px] animate-pulse rounded bg-slate-100" aria-hidden="true" />
          )}
          {setupKey ? (
            <p className="text-center text-xs text-slate-600">
              Can&apos;t scan it? Enter this setup key: <code className="break-all font-mono text-slate-900" data-testid="totp-setup-key">{setupKey}</code>
            </p>
          ) : null}
        </div>
      ) : null}
      <Form form={form} onSubmit={(values) => onSubmit(values.token)} className="space-y-4">
        {error ? <Notice tone="error">{error}</Notice> : null}
        <FormField name="token" label="Authenticator code" id="totp-code" inputMode="numeric" autoComplete="one-time-code" data-autofocus />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Verify
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
