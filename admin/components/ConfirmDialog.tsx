// The confirmation before a delete, as a modal <dialog>: focus moves into it, Escape cancels, and focus
// returns to the button that opened it. `useConfirm()` gives screens `await confirm("Are you sure…?")`.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";

interface ConfirmRequest {
  message: string;
  confirmLabel: string;
  resolve: (confirmed: boolean) => void;
}

type Confirm = (message: string, options?: { confirmLabel?: string }) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  const confirm = useCallback<Confirm>(
    (message, options) =>
      new Promise<boolean>((resolve) =>
        setRequest({ message, confirmLabel: options?.confirmLabel ?? "Delete", resolve }),
      ),
    [],
  );

  useEffect(() => {
    if (request) dialogRef.current?.showModal();
  }, [request]);

  function answer(confirmed: boolean) {
    request?.resolve(confirmed);
    setRequest(null);
    dialogRef.current?.close();
  }

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <dialog
        ref={dialogRef}
        aria-labelledby="confirm-title"
        aria-describedby="confirm-message"
        onCancel={() => answer(false)}
        className="m-auto w-[min(28rem,90vw)] rounded-xl border border-stone-200 bg-white p-6 shadow-xl backdrop:bg-stone-900/50"
      >
        <h2 id="confirm-title" className="text-lg font-semibold text-stone-900">
          Please confirm
        </h2>
        <p id="confirm-message" className="mt-2 text-stone-800">
          {request?.message}
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={() => answer(false)} autoFocus>
            Cancel
          </button>
          <button
            type="button"
            className="inline-flex items-center rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800"
            onClick={() => answer(true)}
          >
            {request?.confirmLabel}
          </button>
        </div>
      </dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm needs a ConfirmProvider above it");
  return confirm;
}
