import { paths } from "#app/utils/paths.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

export function StatusPageView({
  status,
  title,
  message,
  homeLink,
}: {
  status: string;
  title: string;
  message: string;
  homeLink: string;
}) {
  return (
    <Container width="text" className="py-20 text-center sm:py-28">
      <h1 className="font-display text-8xl font-semibold text-saffron-600 sm:text-9xl">{status}</h1>
      <h2 className="mt-4 text-3xl font-semibold text-ink-900 sm:text-4xl">{title}</h2>
      <p className="mx-auto mt-5 max-w-xl text-lg text-ink-600">{message}</p>
      <ButtonLink to={paths.home} variant="secondary" className="mt-10">
        <Icon name="home" />
        {homeLink}
      </ButtonLink>
    </Container>
  );
}
