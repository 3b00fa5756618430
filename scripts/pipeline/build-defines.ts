/**
 * Build-time settings shared by the prerendered HTML and the browser bundles (app/env.d.ts): the
 * site's Vite configuration and the content manager's own build (build-admin.ts) both use them.
 */
export const buildDefines = {
  __SITE_ORIGIN__: JSON.stringify(process.env.SITE_ORIGIN ?? ""),
  __TALLY_FORM_ID__: process.env.TALLY_FORM_ID === undefined ? "undefined" : JSON.stringify(process.env.TALLY_FORM_ID),
};
