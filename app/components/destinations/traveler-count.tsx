import { Icon } from "#app/components/ui/icon.tsx";

const tones = {
  dark: { icon: "text-teal-700", figure: "text-ink-900" },
  light: { icon: "text-saffron-300", figure: "text-white" },
} as const;

/** How many travelers a destination has had, inside the line that holds it. */
export function TravelerCount({ travelers, tone }: { travelers: string; tone: keyof typeof tones }) {
  return (
    <>
      <Icon name="users" className={`size-5 ${tones[tone].icon}`} />
      <span>
        <strong className={`font-semibold ${tones[tone].figure}`}>{travelers}</strong> travelers
      </span>
    </>
  );
}
