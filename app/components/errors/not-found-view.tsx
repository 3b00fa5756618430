import { useEffect } from "react";
import { useLocation } from "react-router";
import { notFoundPage as copy } from "#app/data/page-copy/not-found.ts";
import { paths } from "#app/utils/paths.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/** The 404 page (specification): '404', 'Page Not Found', the message and a way home. */
export function NotFoundView() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <Container width="text" className="py-20 text-center sm:py-28">
      <h1 className="font-display text-8xl font-semibold text-saffron-600 sm:text-9xl">{copy.heading}</h1>
      <h2 className="mt-4 text-3xl font-semibold text-ink-900 sm:text-4xl">{copy.title}</h2>
      <p className="mx-auto mt-5 max-w-xl text-lg text-ink-600">{copy.message}</p>
      <ButtonLink to={paths.home} variant="secondary" className="mt-10">
        <Icon name="home" />
        {copy.homeLink}
      </ButtonLink>
    </Container>
  );
}
