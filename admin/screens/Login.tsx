// /admin and /admin/login (spec sections 2, 5, 8): username and password; a failure shows an alert above
// the form with the server's message, else "Login failed". Success returns to the screen asked for.
import { useForm } from "react-hook-form";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { DRAFT_KEPT_MESSAGE } from "../../shared/messages.ts";
import { AdminLoginSchema, type AdminLoginInput } from "../../shared/schemas/admin.ts";
import { FormAlert } from "../components/feedback.tsx";
import { TextField } from "../components/fields.tsx";
import { SignInCard } from "../components/SignInCard.tsx";
import { errorMessage } from "../lib/api.ts";
import { hasKeptDraft } from "../lib/drafts.ts";
import { firstErrorMessage, schemaResolver } from "../lib/forms.ts";
import { safeNextPath } from "../lib/paths.ts";
import { useLogin, useSession } from "../lib/session.ts";

const LOGIN_FAILED_MESSAGE = "Login failed";

export default function LoginScreen() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get("next"));
  const navigate = useNavigate();
  const session = useSession();
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<AdminLoginInput>({
    defaultValues: { username: "", password: "" },
    resolver: schemaResolver(AdminLoginSchema, (form: AdminLoginInput) => form),
  });

  if (session.isSuccess) return <Navigate to={next} replace />;

  const onSubmit = handleSubmit((credentials) =>
    login.mutate(credentials, { onSuccess: () => void navigate(next, { replace: true }) }),
  );
  const alert = login.isError ? errorMessage(login.error, LOGIN_FAILED_MESSAGE) : firstErrorMessage(formState.errors);

  return (
    <SignInCard title="Admin Login" subtitle="Sign in to manage the directory">
      {!alert && hasKeptDraft() && (
        <p role="status" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {DRAFT_KEPT_MESSAGE}
        </p>
      )}
      <FormAlert message={alert} />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
        <TextField label="Username" autoComplete="username" registration={register("username")} required />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          registration={register("password")}
          required
        />
        <button type="submit" className="btn-primary w-full" disabled={login.isPending}>
          {login.isPending ? "Signing in..." : "Sign In"}
        </button>
      </form>
    </SignInCard>
  );
}
