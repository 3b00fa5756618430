import type { HomeServiceCard } from "#app/data/home.ts";
import { Picture } from "#app/components/ui/picture.tsx";

/** One of the home page's six service cards: picture, title and what we do. */
export function ServiceCard({ service }: { service: HomeServiceCard }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card">
      <div className="aspect-[4/3] bg-sand-200">
        <Picture
          image={service.image}
          decorative
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="h-full w-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold">{service.title}</h3>
        <p className="mt-2 text-ink-700">{service.description}</p>
      </div>
    </article>
  );
}
