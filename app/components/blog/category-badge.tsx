export function CategoryBadge({ category, tone = "light" }: { category: string; tone?: "light" | "dark" }) {
  const colors = tone === "dark" ? "bg-white/10 text-saffron-300 ring-1 ring-white/20" : "bg-teal-50 text-teal-800";
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-[0.08em] uppercase ${colors}`}
    >
      {category}
    </span>
  );
}
