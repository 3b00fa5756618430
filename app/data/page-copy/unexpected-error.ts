export const unexpectedErrorPage = {
  title: "Unexpected Application Error!",
  message: "Something went wrong while showing this page. Please try again, or start again from the home page.",
  homeLink: "Return to Home",
} as const;
