// The preview bundle's pages are the public pages: they get the same stylesheet treatment.
export { onRequest } from "../middleware.ts";
