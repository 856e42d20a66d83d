import "server-only";

/* What other features may read from the editor's server side (lint boundary: queries.ts only). */
export { findRedirect, redirectKindForPage } from "./redirects";
