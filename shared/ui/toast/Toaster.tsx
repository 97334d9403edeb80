// The page's notification area. It lives in its own React root, mounted once by whichever island
// first needs it, so two islands on a page never show the same toast twice.
import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from "react";
import { createRoot } from "react-dom/client";
import { TOAST } from "../../constants.ts";
import { CloseIcon } from "../icons.tsx";
import { toastStore, type Toast } from "./store.ts";

const noToasts: readonly Toast[] = [];

/** The area's own words: the admin's are English, an island passes its page's (site/islands/forms/texts.ts). */
export interface ToasterTexts {
  /** the region's name, with the key that reaches it */
  region: string;
  /** each toast's close button */
  close: string;
}

export const ENGLISH_TOASTER_TEXTS: ToasterTexts = { region: "Notifications (F8)", close: "Close notification" };
const LIVE_REGIONS = [
  { variant: "default", role: "status" },
  { variant: "destructive", role: "alert" },
] as const;

export function Toaster({ texts = ENGLISH_TOASTER_TEXTS }: { texts?: ToasterTexts }) {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => noToasts);
  const regionRef = useRef<HTMLElement>(null);
  const visible = toasts.filter((toast) => toast.open);

  useEffect(() => {
    function focusOnF8(event: KeyboardEvent) {
      if (event.key === "F8") {
        event.preventDefault();
        regionRef.current?.focus();
      }
    }
    document.addEventListener("keydown", focusOnF8);
    return () => document.removeEventListener("keydown", focusOnF8);
  }, []);

  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-label={texts.region}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex justify-center p-4 outline-none focus-visible:ring-2 focus-visible:ring-orange-700 sm:inset-x-auto sm:inset-e-0 sm:justify-end"
    >
      {/* Live regions must exist before their text changes to be announced: one polite, one assertive. */}
      <div className="flex w-full max-w-sm flex-col gap-2">
        {LIVE_REGIONS.map(({ variant, role }) => (
          <div key={variant} role={role}>
            {visible
              .filter((toast) => toast.variant === variant)
              .map((toast) => (
                <ToastCard key={toast.id} toast={toast} closeLabel={texts.close} />
              ))}
          </div>
        ))}
      </div>
    </section>
  );
}

function ToastCard({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  const [offsetX, setOffsetX] = useState(0);
  const startX = useRef<number | null>(null);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    startX.current = event.clientX;
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    // a toast is swiped away towards the side it sits on: the end, the left on a right-to-left page
    const towardsEnd = getComputedStyle(event.currentTarget).direction === "rtl" ? -1 : 1;
    if (startX.current !== null) setOffsetX(Math.max(0, (event.clientX - startX.current) * towardsEnd) * towardsEnd);
  }
  function onPointerEnd() {
    startX.current = null;
    if (Math.abs(offsetX) > TOAST.swipeThresholdPx) toastStore.dismiss(toast.id);
    else setOffsetX(0);
  }

  const destructive = toast.variant === "destructive";
  return (
    <div
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{ transform: `translateX(${offsetX}px)`, touchAction: "pan-y" }}
      className={`pointer-events-auto relative rounded-xl border p-4 pe-10 shadow-lg ${
        destructive ? "border-red-800 bg-red-700 text-white" : "border-stone-200 bg-white text-stone-900"
      }`}
    >
      <p className="text-sm font-semibold">{toast.title}</p>
      {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
      <button
        type="button"
        onClick={() => toastStore.dismiss(toast.id)}
        aria-label={closeLabel}
        className="absolute top-2 inset-e-2 rounded p-1 leading-none focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
      >
        <CloseIcon />
      </button>
    </div>
  );
}

let mounted = false;

/** Mounts the notification area once per page, in `texts`' words; call it from an island's effect. */
export function mountToaster(texts?: ToasterTexts) {
  if (mounted || typeof document === "undefined") return;
  mounted = true;
  const container = document.createElement("div");
  document.body.append(container);
  createRoot(container).render(<Toaster texts={texts} />);
}

/** For islands that show toasts: makes sure the notification area exists once they hydrate. */
export function useToaster(texts?: ToasterTexts) {
  useEffect(() => mountToaster(texts), []); // once: the page's language does not change
}
