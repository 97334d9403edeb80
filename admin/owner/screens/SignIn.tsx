// /owner/sign-in: an owner signs in with a 6-digit code we email them, or with Google or Facebook as on the site.
// The email carries the code only, never a link: mail scanners open links, and no GET may sign anyone in.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_LIFETIME_MINUTES,
  SignInCodeRequestSchema,
  SignInWithCodeSchema,
  type SignInCodeRequest,
  type SignInWithCodeInput,
} from "../../../shared/schemas/owners.ts";
import { SIGN_IN_PROVIDER_LABELS, SIGN_IN_PROVIDERS, type SignInProviders } from "../../../shared/schemas/user.ts";
import { FormAlert } from "../../components/feedback.tsx";
import { TextField } from "../../components/fields.tsx";
import { SignInCard } from "../../components/SignInCard.tsx";
import { errorMessage, getJson } from "../../lib/api.ts";
import { firstErrorMessage, schemaResolver } from "../../lib/forms.ts";
import { providerReturnPath, safeOwnerNextPath } from "../lib/paths.ts";
import { useOwner, useRequestSignInCode, useSignInWithCode } from "../lib/session.ts";

const SIGN_IN_FAILED_MESSAGE = "Sign-in failed";

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const requestCode = useRequestSignInCode();
  const { register, handleSubmit, formState } = useForm<SignInCodeRequest>({
    defaultValues: { email: "" },
    resolver: schemaResolver(SignInCodeRequestSchema, (form: SignInCodeRequest) => form),
  });
  const onSubmit = handleSubmit((input) => requestCode.mutate(input, { onSuccess: () => onSent(input.email) }));
  const alert = requestCode.isError
    ? errorMessage(requestCode.error, SIGN_IN_FAILED_MESSAGE)
    : firstErrorMessage(formState.errors);
  return (
    <>
      <FormAlert message={alert} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          hint={`We email you a ${SIGN_IN_CODE_LENGTH}-digit code to sign in with.`}
          registration={register("email")}
          required
        />
        <button type="submit" className="btn-primary w-full" disabled={requestCode.isPending}>
          {requestCode.isPending ? "Sending..." : "Email me a code"}
        </button>
      </form>
    </>
  );
}

function CodeStep({ email, onSignedIn, onRestart }: { email: string; onSignedIn: () => void; onRestart: () => void }) {
  const signIn = useSignInWithCode();
  const { register, handleSubmit, formState } = useForm<SignInWithCodeInput>({
    defaultValues: { email, code: "" },
    resolver: schemaResolver(SignInWithCodeSchema, (form: SignInWithCodeInput) => form),
  });
  const onSubmit = handleSubmit((input) => signIn.mutate(input, { onSuccess: onSignedIn }));
  const alert = signIn.isError
    ? errorMessage(signIn.error, SIGN_IN_FAILED_MESSAGE)
    : firstErrorMessage(formState.errors);
  return (
    <>
      <p role="status" className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
        If <strong>{email}</strong> can receive mail, a code is on its way. It works for {SIGN_IN_CODE_LIFETIME_MINUTES}{" "}
        minutes.
      </p>
      <FormAlert message={alert} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
        <TextField
          label="Code from the email"
          inputMode="numeric"
          autoComplete="one-time-code"
          registration={register("code")}
          required
        />
        <button type="submit" className="btn-primary w-full" disabled={signIn.isPending}>
          {signIn.isPending ? "Signing in..." : "Sign in"}
        </button>
      </form>
      <button type="button" className="btn-secondary mt-3 w-full" onClick={onRestart}>
        Use another address
      </button>
    </>
  );
}

function ProviderLinks({ next }: { next: string }) {
  const providers = useQuery({
    queryKey: ["auth", "providers"],
    queryFn: () => getJson<SignInProviders>("/api/auth/providers"),
  });
  const offered = SIGN_IN_PROVIDERS.filter((provider) => providers.data?.[provider]);
  if (offered.length === 0) return null;
  const returnTo = encodeURIComponent(providerReturnPath(next));
  return (
    <div className="mt-6 border-t border-stone-200 pt-6">
      <p className="mb-3 text-sm text-stone-700">Or sign in as you do on the site:</p>
      <div className="flex flex-col gap-2">
        {offered.map((provider) => (
          <a key={provider} href={`/api/login?provider=${provider}&returnTo=${returnTo}`} className="btn-secondary">
            Continue with {SIGN_IN_PROVIDER_LABELS[provider]}
          </a>
        ))}
      </div>
    </div>
  );
}

export default function OwnerSignInScreen() {
  const [params] = useSearchParams();
  const next = safeOwnerNextPath(params.get("next"));
  const navigate = useNavigate();
  const owner = useOwner();
  const [sentTo, setSentTo] = useState<string>();

  if (owner.isSuccess) return <Navigate to={next} replace />;

  return (
    <SignInCard title="Sign in for owners" subtitle="Keep your business's listing right">
      {sentTo === undefined ? (
        <EmailStep onSent={setSentTo} />
      ) : (
        <CodeStep
          email={sentTo}
          onSignedIn={() => void navigate(next, { replace: true })}
          onRestart={() => setSentTo(undefined)}
        />
      )}
      <ProviderLinks next={next} />
    </SignInCard>
  );
}
