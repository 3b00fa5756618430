/**
 * The site's icon set: simple line glyphs drawn for this site on a 24 px grid,
 * stroked with the current text color. Icons are decoration; the control carries the name.
 */
const glyphs = {
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M8 10.5V17M8 7.2v.1M11.5 17v-6.5M11.5 13.6c0-1.8 1.2-3.1 2.8-3.1s2.2 1.1 2.2 2.8V17" />
    </>
  ),
  facebook: <path d="M15.5 3.5h-2.2A3.3 3.3 0 0 0 10 6.8v14M7 11h7.5" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5.5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.2 6.8v.1" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M4 20.2l1.4-4.1a8.6 8.6 0 1 1 3.3 3z" />
      <path d="M9.2 8.4c-.4 2.9 3.3 6.8 6.4 6.4l.9-1.5-2-1.1-.9.8c-1-.5-1.9-1.4-2.4-2.4l.8-.9-1.1-2z" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  "arrow-up": <path d="M12 19V5M6 11l6-6 6 6" />,
  "arrow-left": <path d="M19 12H5M11 6l-6 6 6 6" />,
  "arrow-right": <path d="M5 12h14M13 6l6 6-6 6" />,
  phone: (
    <path d="M5 4.5h3.2l1.6 4-2 1.3a11 11 0 0 0 6.4 6.4l1.3-2 4 1.6V19a1.5 1.5 0 0 1-1.6 1.5A16 16 0 0 1 3.5 6.1 1.5 1.5 0 0 1 5 4.5z" />
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M4 7l8 6 8-6" />
    </>
  ),
  "map-pin": (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
  home: <path d="M4 11l8-6.5 8 6.5M6.5 9.5V19h11V9.5" />,
} as const;

export type IconName = keyof typeof glyphs;

export function Icon({ name, className = "size-5" }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {glyphs[name]}
    </svg>
  );
}
