import { Icon } from "#app/components/ui/icon.tsx";

export function Rating({ value, className = "" }: { value: number; className?: string }) {
  return (
    <p className={`inline-flex items-center gap-1.5 font-semibold ${className}`}>
      <Icon name="star" className="size-4 fill-current text-saffron-500" />
      <span className="sr-only">Rated </span>
      {value.toFixed(1)}
      <span className="sr-only"> out of 5</span>
    </p>
  );
}

const tones = {
  dark: { icon: "text-teal-700", figure: "text-ink-900" },
  light: { icon: "text-saffron-300", figure: "text-white" },
} as const;

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
