import { Icon } from "#app/components/ui/icon.tsx";

const tones = {
  /** On a white card. */
  dark: { icon: "text-teal-700", figure: "text-ink-900" },
  /** Over the guide's hero picture. */
  light: { icon: "text-saffron-300", figure: "text-white" },
} as const;

/** How many travelers a destination has had: an icon and the figure, inside the line that holds them. */
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
