import { useCallback, useReducer } from "react";
import type { ImageId } from "#app/generated/images.ts";
import { Picture } from "#app/components/ui/picture.tsx";

/** Specification: a team member's avatar is idle, loading, loaded or failed; initials show unless loaded. */
export const avatarStates = ["idle", "loading", "loaded", "error"] as const;
export type AvatarState = (typeof avatarStates)[number];
export type AvatarEvent = "start" | "load" | "fail";

/** Loaded and error are final; an event that makes no sense in a state (a late error) is ignored. */
export function nextAvatarState(state: AvatarState, event: AvatarEvent): AvatarState {
  if (event === "start") return state === "idle" ? "loading" : state;
  if (state !== "loading") return state;
  return event === "load" ? "loaded" : "error";
}

/** "AR" for Ananya Rao. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/** The initials show until the prerendered <img> has loaded, and stay where there is none or it fails. */
export function Avatar({ name, photo }: { name: string; photo?: ImageId }) {
  const [state, dispatch] = useReducer(nextAvatarState, "idle");

  // The <img> may have finished loading before hydration.
  const watch = useCallback((frame: HTMLSpanElement | null) => {
    const img = frame?.querySelector("img");
    if (!img) return;
    dispatch("start");
    if (img.complete) {
      dispatch(img.naturalWidth > 0 ? "load" : "fail");
      return;
    }
    const loaded = () => dispatch("load");
    const failed = () => dispatch("fail");
    img.addEventListener("load", loaded);
    img.addEventListener("error", failed);
    return () => {
      img.removeEventListener("load", loaded);
      img.removeEventListener("error", failed);
    };
  }, []);

  const showPhoto = photo !== undefined && state !== "error";
  return (
    <span
      ref={watch}
      data-state={photo ? state : "idle"}
      className="relative block size-36 shrink-0 overflow-hidden rounded-full bg-teal-800 ring-4 ring-white"
    >
      {state !== "loaded" ? (
        <span
          aria-hidden="true"
          data-testid="avatar-initials"
          className="absolute inset-0 flex items-center justify-center font-display text-4xl font-semibold text-white"
        >
          {initialsOf(name)}
        </span>
      ) : null}
      {showPhoto ? (
        <Picture
          image={photo}
          alt={`Illustrated portrait of ${name}`}
          className="relative h-full w-full object-cover"
        />
      ) : null}
    </span>
  );
}
