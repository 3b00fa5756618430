/**
 * The nonce React Router writes on each inline script while the build prerenders: the build's token,
 * set by react-router.config.ts (INLINE_SCRIPT_TOKEN, server/inline-scripts.js), which the build
 * hashes those scripts by and then removes. In the browser, none.
 */
export const scriptNonce: string | undefined = import.meta.env.SSR ? process.env.INLINE_SCRIPT_TOKEN : undefined;
