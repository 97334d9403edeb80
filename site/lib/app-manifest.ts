// The web app manifest (site/pages/app.webmanifest.ts): what makes the site installable, from the home screen into
// its own window, with the offline reading of site/lib/client/offline/. Its icons are site/public/icons/: the
// favicon's mark at 192 and 512 px as a rounded square, and maskable, the square filling the whole image with the
// mark inside the middle 80% that any mask keeps (drawn from site/public/favicon.svg with sharp).
import { PRODUCT_NAME } from "../../shared/constants.ts";

/** The header's orange (orange-700), the browser's bar on a phone: the pages' <meta name="theme-color"> too. */
export const THEME_COLOR = "#c2410c";
/** The pages' background (stone-50): the installed app's splash screen. */
const BACKGROUND_COLOR = "#fafaf9";

const ICONS = [
  { size: 192, purpose: "any", name: "icon" },
  { size: 512, purpose: "any", name: "icon" },
  { size: 192, purpose: "maskable", name: "maskable" },
  { size: 512, purpose: "maskable", name: "maskable" },
] as const;

export const APP_MANIFEST = {
  id: "/",
  name: PRODUCT_NAME,
  short_name: "Rishikesh",
  description:
    "Verified yoga schools, ayurveda, stays and experiences in Rishikesh, and the places you saved, offline.",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: ICONS.map(({ size, purpose, name }) => ({
    src: `/icons/${name}-${size}.png`,
    sizes: `${size}x${size}`,
    type: "image/png",
    purpose,
  })),
  shortcuts: [{ name: "Saved places", url: "/saved" }],
};
