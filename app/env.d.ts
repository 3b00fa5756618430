/** Canonical origin given at build time (SITE_ORIGIN), or undefined for the default. */
declare const __SITE_ORIGIN__: string | undefined;
/** Contact form id given at build time (TALLY_FORM_ID); "" switches the form off. */
declare const __TALLY_FORM_ID__: string | undefined;
