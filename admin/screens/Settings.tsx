// /admin/settings: the dashboard's Settings button (whose behaviour the spec does not show) leads here.
// The signed-in account and a password change (PUT /api/admin/me/password), which signs out this
// admin's other sessions and keeps this one.
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { ADMIN_PASSWORD_LENGTH } from "../../shared/constants.ts";
import { AdminPasswordChangeSchema } from "../../shared/schemas/admin.ts";
import { toast } from "../../shared/ui/toast/store.ts";
import { FormAlert } from "../components/feedback.tsx";
import { TextField } from "../components/fields.tsx";
import { ScreenHeader } from "../components/Screen.tsx";
import { errorMessage, send } from "../lib/api.ts";
import { firstErrorMessage, schemaResolver, showServerFieldErrors } from "../lib/forms.ts";
import { isUnauthorized } from "../lib/query-client.ts";
import { displayName, useSession } from "../lib/session.ts";

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
}

const EMPTY_PASSWORDS: PasswordForm = { currentPassword: "", newPassword: "" };

export default function SettingsScreen() {
  const session = useSession();
  const { register, handleSubmit, formState, reset, setError } = useForm<PasswordForm>({
    defaultValues: EMPTY_PASSWORDS,
    resolver: schemaResolver(AdminPasswordChangeSchema, (form: PasswordForm) => form),
  });
  const change = useMutation({
    mutationFn: (passwords: PasswordForm) => send("PUT", "/api/admin/me/password", passwords),
    onSuccess: () => {
      reset(EMPTY_PASSWORDS);
      toast({ title: "Password changed", description: "Your other sessions have been signed out." });
    },
    onError: (error) => showServerFieldErrors(error, setError),
  });
  // a new attempt replaces the last one's failure message
  const onSubmit = handleSubmit(
    (passwords) => change.mutate(passwords),
    () => change.reset(),
  );
  const failure =
    change.isError && !isUnauthorized(change.error)
      ? errorMessage(change.error, "Failed to change password")
      : undefined;
  const alert = failure ?? firstErrorMessage(formState.errors);
  const admin = session.data;

  return (
    <>
      <ScreenHeader title="Settings" back={{ to: "/dashboard", label: "Back to Dashboard" }} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {admin && (
          <section
            aria-labelledby="account-title"
            className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
          >
            <h2 id="account-title" className="mb-4 text-lg font-semibold text-stone-900">
              Your Account
            </h2>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="font-semibold text-stone-900">Name</dt>
              <dd className="text-stone-800">{displayName(admin)}</dd>
              <dt className="font-semibold text-stone-900">Username</dt>
              <dd className="text-stone-800">{admin.username}</dd>
              <dt className="font-semibold text-stone-900">Email</dt>
              <dd className="text-stone-800">{admin.email ?? "Not set"}</dd>
              <dt className="font-semibold text-stone-900">Role</dt>
              <dd className="text-stone-800">{admin.role}</dd>
            </dl>
          </section>
        )}
        <section aria-labelledby="password-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
          <h2 id="password-title" className="mb-4 text-lg font-semibold text-stone-900">
            Change Password
          </h2>
          <FormAlert message={alert} />
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
            {/* lets password managers tie the new password to this account */}
            <input type="text" hidden readOnly autoComplete="username" value={admin?.username ?? ""} />
            <TextField
              label="Current Password"
              type="password"
              autoComplete="current-password"
              registration={register("currentPassword")}
              error={formState.errors.currentPassword}
              required
            />
            <TextField
              label="New Password"
              type="password"
              autoComplete="new-password"
              registration={register("newPassword")}
              error={formState.errors.newPassword}
              hint={`At least ${ADMIN_PASSWORD_LENGTH.min} characters`}
              required
            />
            <button type="submit" className="btn-primary" disabled={change.isPending}>
              {change.isPending ? "Saving..." : "Change Password"}
            </button>
          </form>
        </section>
      </div>
    </>
  );
}
