"use client";

import { useEffect, useState } from "react";
import QRCode from "qrcode";

/** The otpauth:// URI as a QR code image, drawn in the browser: the secret never leaves this page. */
export function TotpQrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(uri, { margin: 1, width: 192, errorCorrectionLevel: "M" }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [uri]);
  // White whatever the theme: a QR code needs its light quiet zone to scan.
  return (
    <div className="grid size-48 shrink-0 place-items-center rounded-md border border-border bg-white p-2">
      {src ? (
        // A data: URL needs no image optimisation.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={src} width={176} height={176} alt="QR code to add Upstep to your authenticator app" className="size-44" />
      ) : (
        <span className="text-xs text-muted-foreground">Drawing QR code…</span>
      )}
    </div>
  );
}
