import { pictureId } from "#app/utils/picture-id.ts";

/**
 * The warning before a picture is deleted names what uses it. Decap's media library asks with
 * window.confirm and offers no hook, so /admin remembers the card clicked last and asks instead.
 * tests/e2e/cms.spec.ts holds this to Decap's markup.
 */

/** emotion labels the styled parts of Decap's media library "Card" and "CardText". */
const cardSelector = '[class*="-Card "], [class$="-Card"]';
const nameSelector = '[class*="CardText"]';

export function warnBeforeDeletingPicturesInUse(
  deleteQuestion: string,
  uses: Readonly<Record<string, readonly string[]>>,
  win: Window = window,
): void {
  let chosen: string | undefined;
  win.document.addEventListener(
    "click",
    (event) => {
      const card = (event.target as Element | null)?.closest?.(cardSelector);
      const name = card?.querySelector(nameSelector)?.textContent?.trim();
      if (name) chosen = name;
    },
    true,
  );
  const ask = win.confirm.bind(win);
  win.confirm = (message?: string) => {
    if (message !== deleteQuestion || !chosen) return ask(message);
    const users = uses[pictureId(chosen)] ?? [];
    if (users.length === 0) return ask(`Delete the picture ${chosen}? No article, guide or page uses it.`);
    return ask(
      `The picture ${chosen} is used by ${users.join(" and ")}. If you delete it, the site cannot be published until another picture is chosen there. Delete it anyway?`,
    );
  };
}
