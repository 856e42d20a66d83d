// The product screenshots /hiring shows (public/hiring/*.webp), cut from the employer accounts browser
// test's own full-page shots of real pages (issue 16 part 1). To take them again:
//   E2E_SCREENSHOTS=/tmp/shots flock /tmp/upstep-build.lock npx playwright test e2e/employer-accounts.spec.ts
//   node scripts/hiring-screenshots.mjs /tmp/shots
// Each is cropped below the site banner and re-encoded as WebP (quality 80) with sharp.
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const shots = process.argv[2] ?? process.env.E2E_SCREENSHOTS;
if (!shots) {
  console.error("usage: node scripts/hiring-screenshots.mjs <E2E_SCREENSHOTS folder>");
  process.exit(1);
}

/** The banner across the top of every page at 1280 px, left out of every shot. */
const BANNER = 52;
const CUTS = [
  // The Team page's content column as an owner sees it: members, the invitation form, invitations waiting.
  { from: "hiring-team-members-1280.png", to: "public/hiring/team.webp", left: 320, top: BANNER + 150, width: 900, height: 760 },
  // The Company profile's content column: logo and company details.
  { from: "hiring-company-profile-1280.png", to: "public/hiring/company-profile.webp", left: 320, top: BANNER + 300, width: 900, height: 900 },
];

for (const cut of CUTS) {
  const info = await sharp(path.join(shots, cut.from))
    .extract({ left: cut.left, top: cut.top, width: cut.width, height: cut.height })
    .webp({ quality: 80, effort: 6 })
    .toFile(path.join(root, cut.to));
  console.log(`${cut.to}: ${info.width}x${info.height}, ${(info.size / 1024).toFixed(1)} KiB`);
}
