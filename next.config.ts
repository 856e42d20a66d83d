import type { NextConfig } from "next";

const PERMISSIONS_POLICY = ["accelerometer", "camera", "display-capture", "geolocation", "gyroscope", "hid", "magnetometer", "microphone", "midi", "payment", "serial", "usb"]
  .map((feature) => `${feature}=()`)
  .join(", ");

const nextConfig: NextConfig = {
  // PGlite ships WASM assets that bundlers must not rewrite (see shared/STACK-NOTES.md).
  serverExternalPackages: ["pg", "@electric-sql/pglite", "@electric-sql/pglite-socket", "pino", "nodemailer"],
  poweredByHeader: false,
  // src/server/main.ts compresses, after it has written each response's nonce (decision 014).
  compress: false,
  // forbidden() renders app/forbidden.tsx with status 403 for pages a user may not see.
  experimental: { authInterrupts: true },
  // A separate build directory lets the browser tests build and serve without touching `npm start`'s.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  typescript: { ignoreBuildErrors: true }, // `npm test` runs tsc on its own; the build need not repeat it
  // The headers that are the same for every response. Content-Security-Policy (a fresh nonce per
  // response) and HSTS (from BASE_URL at run time) are set by src/server/main.ts (decision 014).
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
          // No page uses these devices or sensors; a page that comes to need one names itself here.
          { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
        ],
      },
    ];
  },
};

export default nextConfig;
