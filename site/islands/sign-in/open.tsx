// The sign-in dialog. The auth area on every page is a few lines of plain script; it imports this
// module only when someone presses Sign In, so React is downloaded only then. It asks the service which
// providers are configured (GET /api/auth/providers) at the same moment, so a provider this site has no
// credentials for says so on its button instead of leading to an error page.
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { PRODUCT_NAME } from "../../../shared/constants.ts";
import en from "../../../shared/i18n/catalogues/en/signIn.json";
import he from "../../../shared/i18n/catalogues/he/signIn.json";
import hi from "../../../shared/i18n/catalogues/hi/signIn.json";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../../shared/i18n/languages.ts";
import { translator } from "../../../shared/i18n/translate.ts";
import {
  SIGN_IN_PROVIDER_LABELS,
  SIGN_IN_PROVIDERS,
  type SignInProvider,
  type SignInProviders,
} from "../../../shared/schemas/user.ts";
import { CloseIcon } from "../../../shared/ui/icons.tsx";
import { signInUrl } from "../../lib/client/current-user.ts";
import { enableFullStylesheet } from "../../lib/client/full-stylesheet.ts";

const SIGN_IN = { en, hi, he };
type SignInTexts = ReturnType<typeof translator<typeof en>>;

/** The page's language, as its <html lang> says: the auth area that opens the dialog is on every page. */
function pageLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

const providerButtonClass =
  "flex w-full items-center justify-center gap-3 rounded-lg border border-stone-300 bg-white px-4 py-3 font-medium text-stone-900 hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:outline-none aria-disabled:cursor-not-allowed aria-disabled:bg-stone-100 aria-disabled:text-stone-700 aria-disabled:hover:bg-stone-100";

const PROVIDER_MARKS: Record<SignInProvider, () => React.JSX.Element> = {
  google: () => <GoogleMark />,
  facebook: () => <FacebookMark />,
};

/**
 * One provider's button: it leaves the page for /api/login, or, for a provider this site is not configured
 * for, says so and does nothing. It stays focusable (aria-disabled, not disabled), so keyboard and screen
 * reader users meet the same buttons in the same order and hear why one does not work.
 */
function ProviderButton({
  provider,
  available,
  first,
  t,
}: {
  provider: SignInProvider;
  available: boolean;
  first: boolean;
  t: SignInTexts;
}) {
  const label = SIGN_IN_PROVIDER_LABELS[provider];
  const Mark = PROVIDER_MARKS[provider];
  return (
    <button
      type="button"
      autoFocus={first}
      aria-disabled={available ? undefined : true}
      onClick={() => available && window.location.assign(signInUrl(provider))}
      className={providerButtonClass}
    >
      <Mark /> {t(available ? "continueWith" : "unavailable", { provider: label })}
    </button>
  );
}

function SignInDialog({
  dialogRef,
  providers,
  language,
}: {
  dialogRef: (dialog: HTMLDialogElement | null) => void;
  providers: Partial<SignInProviders>;
  language: Language;
}) {
  const t = translator(SIGN_IN[language], language);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="sign-in-title"
      aria-describedby="sign-in-subtitle"
      // a click on the backdrop lands on the dialog element itself
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-stone-900 shadow-2xl backdrop:bg-stone-900/60"
    >
      <div className="relative p-6 sm:p-8">
        <h2 id="sign-in-title" className="pe-8 text-center text-2xl font-bold">
          {t("welcome", { product: PRODUCT_NAME })}
        </h2>
        <p id="sign-in-subtitle" className="mt-2 text-center text-stone-700">
          {t("subtitle")}
        </p>
        <div className="mt-6 space-y-3">
          {SIGN_IN_PROVIDERS.map((provider, index) => (
            <ProviderButton
              key={provider}
              provider={provider}
              available={providers[provider] !== false}
              first={index === 0}
              t={t}
            />
          ))}
        </div>
        <div className="my-6 flex items-center gap-3 text-sm text-stone-600" role="presentation">
          <span className="h-px flex-1 bg-stone-200" />
          <span>{t("quickAndSecure")}</span>
          <span className="h-px flex-1 bg-stone-200" />
        </div>
        <p className="text-center text-xs text-stone-600">{t("terms")}</p>
        <form method="dialog" className="absolute top-3 inset-e-3">
          <button
            type="submit"
            aria-label={t("close")}
            className="rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:outline-none"
          >
            <CloseIcon size={20} />
          </button>
        </form>
      </div>
    </dialog>
  );
}

const GoogleMark = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
    <path
      fill="#4285F4"
      d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.8h3.6c2.1-1.9 3.3-4.8 3.3-8.1z"
    />
    <path
      fill="#34A853"
      d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z"
    />
    <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 10l3.7-2.9z" />
    <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z" />
  </svg>
);

const FacebookMark = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
    <path
      fill="#1877F2"
      d="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.3l-.5 3.5h-2.8v8.4A12 12 0 0 0 24 12z"
    />
  </svg>
);

let dialog: HTMLDialogElement | null = null;
let mounting: Promise<HTMLDialogElement | null> | undefined;
let returnFocusTo: HTMLElement | null = null;

/** Which providers the service is configured for; if it cannot tell, every button is offered and /api/login decides. */
async function fetchProviders(): Promise<Partial<SignInProviders>> {
  try {
    const response = await fetch("/api/auth/providers");
    return response.ok ? ((await response.json()) as SignInProviders) : {};
  } catch {
    return {};
  }
}

async function mountDialog(): Promise<HTMLDialogElement | null> {
  // the dialog's rules are in no page's own: it shows once the whole sheet is there
  const [providers] = await Promise.all([fetchProviders(), enableFullStylesheet()]);
  const container = document.createElement("div");
  document.body.append(container);
  flushSync(() =>
    createRoot(container).render(
      <SignInDialog providers={providers} language={pageLanguage()} dialogRef={(element) => (dialog = element)} />,
    ),
  );
  dialog?.addEventListener("close", () => returnFocusTo?.focus());
  return dialog;
}

/** Opens the sign-in dialog (mounting it on first use); closing it returns focus to where it was. */
export async function openSignInDialog(): Promise<void> {
  // a second press while the first is still mounting waits for the same dialog
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  mounting ??= mountDialog();
  const element = await mounting;
  if (!element || element.open) return;
  returnFocusTo = opener;
  element.showModal();
}
