import { en } from "decap-cms-locales";

/** Decap's English messages, with those staff meet when something is wrong in plain words. */

type Phrases = { [key: string]: string | Phrases };

const plainWords: Phrases = {
  editor: {
    editorControlPane: {
      widget: {
        required: "This is required: fill it in.",
        regexPattern: "%{pattern}",
        range: "Use a number from %{minValue} to %{maxValue}.",
        min: "Use a number of at least %{minValue}.",
        max: "Use a number of at most %{maxValue}.",
        rangeCount: "Add between %{minCount} and %{maxCount} entries.",
        rangeCountExact: "This list needs exactly %{count} entries.",
        rangeMin: "Add at least %{minCount} entries.",
        rangeMax: "Keep at most %{maxCount} entries.",
      },
    },
    editor: {
      onPublishing: "Publish this now? The site shows it within a few minutes, once its check has passed.",
      onPublishingNotReady: 'Set the status to "Ready" before publishing.',
    },
  },
  mediaLibrary: {
    mediaLibrary: {
      onDelete:
        "Delete this picture? Any article, guide or team member that still uses it stops the site from publishing until another picture is chosen.",
    },
  },
  ui: {
    toast: {
      missingRequiredField: "Not saved yet: some fields need attention. Their messages are shown in red beside them.",
      onFailToPersist: "Not saved. %{details}",
      entryPublished:
        "Published. The site shows it within a few minutes, once it is built and checked; until then, or if that fails, the site stays as it was.",
    },
  },
};

function merge(base: Phrases, changes: Phrases): Phrases {
  const result: Phrases = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    const current = base[key];
    result[key] = typeof value === "object" && typeof current === "object" ? merge(current, value) : value;
  }
  return result;
}

export const phrases = merge(en as unknown as Phrases, plainWords);
