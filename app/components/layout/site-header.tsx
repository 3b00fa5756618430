import { useEffect, useRef, useState, type RefObject } from "react";
import { Link, NavLink } from "#app/components/ui/link.tsx";
import { footerNavigationId, headerNavigation, tripShortcuts } from "#app/data/navigation.ts";
import { site } from "#app/data/site.ts";
import { paths } from "#app/utils/paths.ts";
import { scrollToTop } from "#app/lib/browser/scroll.ts";
import { useHydrated } from "#app/lib/hooks/use-hydrated.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Logo } from "./logo";

const menuId = "site-menu";
const toggleClassName =
  "inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-sand-100 xl:hidden";

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    // Focus moving on into the page closes the menu, so that it never covers what has the focus.
    function closeOnFocusOutside(event: FocusEvent) {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) setOpen(false);
    }
    document.addEventListener("keydown", closeOnEscape);
    document.addEventListener("focusin", closeOnFocusOutside);
    return () => {
      document.removeEventListener("keydown", closeOnEscape);
      document.removeEventListener("focusin", closeOnFocusOutside);
    };
  }, [open]);

  function choose() {
    setOpen(false);
    scrollToTop();
  }

  return (
    <header className="sticky top-0 z-40 border-b border-sand-200/80 bg-sand-50/95 backdrop-blur supports-[backdrop-filter]:bg-sand-50/85 print:hidden">
      <Container className="flex h-16 items-center justify-between gap-2 lg:h-20 lg:gap-6">
        <Link
          to={paths.home}
          preventScrollReset
          onClick={choose}
          aria-label={`${site.brandName}, home`}
          className="rounded-md"
        >
          <Logo />
        </Link>
        <nav ref={navRef} aria-label="Main" className="flex items-center">
          <MenuToggle open={open} onToggle={() => setOpen((value) => !value)} toggleRef={toggleRef} />
          <div
            id={menuId}
            className={`${open ? "flex" : "hidden"} absolute inset-x-0 top-full flex-col gap-3 border-b border-sand-200 bg-sand-50 px-6 pt-2 pb-5 shadow-card sm:px-8 xl:static xl:flex xl:flex-row xl:items-center xl:gap-2 xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none`}
          >
            <ul className="flex flex-col gap-1 xl:flex-row xl:items-center">
              {headerNavigation.map((item) => (
                <li key={item.href}>
                  <NavLink
                    to={item.href}
                    end={item.href === paths.home}
                    prefetch="intent"
                    preventScrollReset
                    onClick={choose}
                    className={({ isActive }) =>
                      `block rounded-full px-4 py-3 text-sm font-semibold tracking-[0.08em] transition-colors xl:py-2 ${
                        isActive ? "bg-teal-800 text-white" : "text-ink-700 hover:bg-sand-100 hover:text-ink-900"
                      }`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            {/* Beside the specification's list, not in it (docs/decisions/171). */}
            <ul className="flex gap-2 border-t border-sand-200 pt-4 xl:border-0 xl:pt-0">
              {tripShortcuts.map((item, position) => (
                <li key={item.href}>
                  <NavLink
                    to={item.href}
                    prefetch="intent"
                    preventScrollReset
                    onClick={choose}
                    className={`block rounded-full border px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors xl:py-2 ${
                      position === tripShortcuts.length - 1
                        ? "border-saffron-500 bg-saffron-500 text-ink-900 hover:bg-saffron-400"
                        : "border-teal-800 text-teal-800 hover:bg-sand-100"
                    }`}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </Container>
    </header>
  );
}

/** A link to the footer's pages until hydrated, then the button; alone, it alone re-renders (docs/decisions/142). */
function MenuToggle({
  open,
  onToggle,
  toggleRef,
}: {
  open: boolean;
  onToggle: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <a href={`#${footerNavigationId}`} className={toggleClassName}>
        <Icon name="menu" className="size-6" />
        <span className="sr-only">Menu</span>
      </a>
    );
  }
  return (
    <button
      ref={toggleRef}
      type="button"
      aria-expanded={open}
      aria-controls={menuId}
      onClick={onToggle}
      className={toggleClassName}
    >
      <Icon name={open ? "close" : "menu"} className="size-6" />
      <span className="sr-only">Menu</span>
    </button>
  );
}
