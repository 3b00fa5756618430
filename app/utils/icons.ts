/**
 * The site's icons: line glyphs drawn for it on a 24 px grid, as SVG markup that
 * app/components/ui/icon.tsx strokes in the text colour. Facts and copy name an icon by its key.
 */
export const iconGlyphs = {
  linkedin: [
    '<rect x="3" y="3" width="18" height="18" rx="4"/>',
    '<path d="M8 10.5V17M8 7.2v.1M11.5 17v-6.5M11.5 13.6c0-1.8 1.2-3.1 2.8-3.1s2.2 1.1 2.2 2.8V17"/>',
  ],
  facebook: ['<path d="M15.5 3.5h-2.2A3.3 3.3 0 0 0 10 6.8v14M7 11h7.5"/>'],
  instagram: [
    '<rect x="3" y="3" width="18" height="18" rx="5.5"/>',
    '<circle cx="12" cy="12" r="4"/>',
    '<path d="M17.2 6.8v.1"/>',
  ],
  whatsapp: [
    '<path d="M4 20.2l1.4-4.1a8.6 8.6 0 1 1 3.3 3z"/>',
    '<path d="M9.2 8.4c-.4 2.9 3.3 6.8 6.4 6.4l.9-1.5-2-1.1-.9.8c-1-.5-1.9-1.4-2.4-2.4l.8-.9-1.1-2z"/>',
  ],
  menu: ['<path d="M4 7h16M4 12h16M4 17h16"/>'],
  close: ['<path d="M6 6l12 12M18 6L6 18"/>'],
  "arrow-up": ['<path d="M12 19V5M6 11l6-6 6 6"/>'],
  "arrow-left": ['<path d="M19 12H5M11 6l-6 6 6 6"/>'],
  "arrow-right": ['<path d="M5 12h14M13 6l6 6-6 6"/>'],
  phone: [
    '<path d="M5 4.5h3.2l1.6 4-2 1.3a11 11 0 0 0 6.4 6.4l1.3-2 4 1.6V19a1.5 1.5 0 0 1-1.6 1.5A16 16 0 0 1 3.5 6.1 1.5 1.5 0 0 1 5 4.5z"/>',
  ],
  mail: ['<rect x="3" y="5" width="18" height="14" rx="2.5"/>', '<path d="M4 7l8 6 8-6"/>'],
  "map-pin": [
    '<path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"/>',
    '<circle cx="12" cy="10" r="2.3"/>',
  ],
  home: ['<path d="M4 11l8-6.5 8 6.5M6.5 9.5V19h11V9.5"/>'],
  "chevron-left": ['<path d="M15 5l-7 7 7 7"/>'],
  "chevron-right": ['<path d="M9 5l7 7-7 7"/>'],
  pause: ['<path d="M9 6v12M15 6v12"/>'],
  play: ['<path d="M8 5.5v13l10.5-6.5z"/>'],
  check: ['<path d="M5 12.5l4.5 4.5L19 7.5"/>'],
  award: [
    '<circle cx="12" cy="9" r="5.5"/>',
    '<path d="M8.6 13.3L7 21l5-2.6 5 2.6-1.6-7.7M12 6.6l.8 1.6 1.7.2-1.3 1.2.3 1.7-1.5-.8-1.5.8.3-1.7-1.3-1.2 1.7-.2z"/>',
  ],
  gem: ['<path d="M6.5 4h11L21 9l-9 11L3 9zM3 9h18M9.5 4L8 9l4 11 4-11-1.5-5"/>'],
  tag: [
    '<path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1.5 1.5 0 0 1 0 2.1l-6.4 6.4a1.5 1.5 0 0 1-2.1 0z"/>',
    '<circle cx="8" cy="8" r="1.5"/>',
  ],
  smile: ['<circle cx="12" cy="12" r="9"/>', '<path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5v.1M15 9.5v.1"/>'],
  headset: [
    '<path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2M18.5 19.5c0 1.3-1.6 2-4 2H13"/>',
    '<rect x="3.5" y="13.5" width="4" height="6" rx="1.5"/>',
    '<rect x="16.5" y="13.5" width="4" height="6" rx="1.5"/>',
  ],
  heart: ['<path d="M12 20s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z"/>'],
  lightbulb: [
    '<path d="M9 17.5h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2v1.7h5.2v-1.7c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z"/>',
  ],
  globe: [
    '<circle cx="12" cy="12" r="9"/>',
    '<path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"/>',
  ],
  star: ['<path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"/>'],
  users: [
    '<circle cx="9" cy="8" r="3.2"/>',
    '<path d="M3.5 19.5c0-3.2 2.5-5.5 5.5-5.5s5.5 2.3 5.5 5.5M15.5 4.9a3.2 3.2 0 0 1 0 6.2M17 14.2c2 .6 3.5 2.6 3.5 5.3"/>',
  ],
  clock: ['<circle cx="12" cy="12" r="9"/>', '<path d="M12 7v5l3.5 2"/>'],
  sparkles: ['<path d="M11 3.5l1.6 4.6 4.6 1.6-4.6 1.6L11 15.9l-1.6-4.6-4.6-1.6 4.6-1.6zM18 14.5v5M15.5 17h5"/>'],
  bed: ['<path d="M3 19V6M3 14h18v5M21 14v-2.5a3 3 0 0 0-3-3h-7V14"/>', '<circle cx="7" cy="10.8" r="1.8"/>'],
  car: [
    '<path d="M5 16.5v2.5M19 16.5v2.5M3.5 16.5V12l2-5a1.5 1.5 0 0 1 1.4-1h10.2a1.5 1.5 0 0 1 1.4 1l2 5v4.5zM3.5 12h17"/>',
    '<circle cx="7.5" cy="14.3" r=".8"/>',
    '<circle cx="16.5" cy="14.3" r=".8"/>',
  ],
  ship: ['<path d="M12 3v11M12 4.5l6 8.5h-6M10 6.5l-4 6.5h4M3.5 16h17l-2.5 4h-12z"/>'],
  compass: ['<circle cx="12" cy="12" r="9"/>', '<path d="M15.5 8.5l-2 5-5 2 2-5z"/>'],
  passport: [
    '<rect x="5" y="3" width="14" height="18" rx="2"/>',
    '<circle cx="12" cy="10" r="3"/>',
    '<path d="M9 10h6M9 16.5h6"/>',
  ],
  calendar: [
    '<rect x="3.5" y="5" width="17" height="15.5" rx="2"/>',
    '<path d="M3.5 10h17M8 3v4M16 3v4M8 14h.1M12 14h.1M16 14h.1M8 17h.1M12 17h.1"/>',
  ],
  shield: ['<path d="M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6zM8.8 12l2.2 2.2 4.2-4.4"/>'],
  "credit-card": ['<rect x="3" y="5.5" width="18" height="13" rx="2"/>', '<path d="M3 10h18M7 15h3"/>'],
  bell: ['<path d="M4 17.5h16M5.5 17.5a6.5 6.5 0 0 1 13 0M12 11V8.5M10.5 8.5h3M3 20.5h18"/>'],
  network: [
    '<circle cx="12" cy="5" r="2.2"/>',
    '<circle cx="5" cy="18" r="2.2"/>',
    '<circle cx="19" cy="18" r="2.2"/>',
    '<path d="M11 7l-4.9 9M13 7l4.9 9M7.2 18h9.6"/>',
  ],
  message: [
    '<path d="M4.5 5h15a1 1 0 0 1 1 1v9.5a1 1 0 0 1-1 1H10L5.5 20v-3.5h-1a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM8 9.5h8M8 12.5h5"/>',
  ],
  "user-check": [
    '<circle cx="10" cy="8" r="3.5"/>',
    '<path d="M3.5 20c0-3.6 2.9-6 6.5-6 1.3 0 2.5.3 3.5.9M15 18.5l2 2 4-4.5"/>',
  ],
  plane: ['<path d="M21 15.5v-2l-8-5V4a1.5 1.5 0 0 0-3 0v4.5l-8 5v2l8-2.5V19l-2.5 1.5V22l4-1 4 1v-1.5L13 19v-5.5z"/>'],
  target: ['<circle cx="12" cy="12" r="9"/>', '<circle cx="12" cy="12" r="5"/>', '<circle cx="12" cy="12" r="1.2"/>'],
  eye: [
    '<path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z"/>',
    '<circle cx="12" cy="12" r="3"/>',
  ],
  briefcase: [
    '<rect x="3" y="7" width="18" height="13" rx="2"/>',
    '<path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18"/>',
  ],
  map: ['<path d="M9 4.5L3.5 6.5v13l5.5-2 6 2 5.5-2v-13l-5.5 2zM9 4.5v13M15 6.5v13"/>'],
  "chevron-down": ['<path d="M5 9l7 7 7-7"/>'],
  mountain: ['<path d="M2.5 19.5L9.5 7.5l4.3 7.2 2.4-3.4 5.3 8.2zM7.5 11l2 1.4 2-1.3"/>'],
  bowl: ['<path d="M4 11.5h16a8 8 0 0 1-16 0zM9.5 20.5h5M9 8.5c0-1.4 1.2-1.8 1.2-3.2M13 8.5c0-1.4 1.2-1.8 1.2-3.2"/>'],
  landmark: ['<path d="M3 9.5L12 4l9 5.5zM6 10.5v7M10 10.5v7M14 10.5v7M18 10.5v7M3.5 20.5h17"/>'],
  waves: [
    '<path d="M3 7q2.25-2.5 4.5 0t4.5 0t4.5 0t4.5 0M3 12q2.25-2.5 4.5 0t4.5 0t4.5 0t4.5 0M3 17q2.25-2.5 4.5 0t4.5 0t4.5 0t4.5 0"/>',
  ],
  leaf: ['<path d="M5 19c0-8 5-13.5 14-14 .5 9-5 14-14 14zM5 19l8-8"/>'],
  paw: [
    '<circle cx="6.8" cy="10.2" r="1.6"/>',
    '<circle cx="10.2" cy="6.4" r="1.6"/>',
    '<circle cx="13.8" cy="6.4" r="1.6"/>',
    '<circle cx="17.2" cy="10.2" r="1.6"/>',
    '<path d="M12 12c-2.6 0-5 3.2-5 5.3 0 1.6 1.2 2.2 2.5 2.2 1 0 1.6-.6 2.5-.6s1.5.6 2.5.6c1.3 0 2.5-.6 2.5-2.2 0-2.1-2.4-5.3-5-5.3z"/>',
  ],
  train: [
    '<rect x="6" y="3.5" width="12" height="13" rx="3"/>',
    '<path d="M6 10.5h12M9 13.6v.1M15 13.6v.1M9 16.5l-2 4M15 16.5l2 4M10 6.5h4"/>',
  ],
} as const;

export type IconName = keyof typeof iconGlyphs;
