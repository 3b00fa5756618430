/**
 * The words of the screen shown when a page fails to render or route (specification: a generic
 * screen titled 'Unexpected Application Error!'). A module of its own, like every page's words.
 */
export const unexpectedErrorPage = {
  title: "Unexpected Application Error!",
  message: "Something went wrong while showing this page. Please try again, or start again from the home page.",
  homeLink: "Return to Home",
} as const;
