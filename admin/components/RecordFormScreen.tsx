// The frame of a record's form screen (category, landmark, crossing): the header with the back link and Save, the
// form with the alert above its fields, and Cancel and Save again under them, so a long form saves from either end.
import type { ReactNode, SubmitEventHandler } from "react";
import { Link } from "react-router";
import { FormAlert } from "./feedback.tsx";
import { ScreenHeader } from "./Screen.tsx";

export function RecordFormScreen({
  title,
  subtitle,
  back,
  formId,
  saveLabel,
  isSaving,
  onSubmit,
  alert,
  children,
}: {
  title: string;
  subtitle?: string;
  /** the list the form came from: the back link, and where Cancel leads */
  back: { to: string; label: string };
  formId: string;
  /** "Save Category" */
  saveLabel: string;
  isSaving: boolean;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  /** the failed save's message, or the form's first validation message */
  alert: string | undefined;
  children: ReactNode;
}) {
  const saveButton = (
    <button type="submit" form={formId} className="btn-primary" disabled={isSaving}>
      {isSaving ? "Saving..." : saveLabel}
    </button>
  );
  return (
    <>
      <ScreenHeader title={title} subtitle={subtitle} back={back} actions={saveButton} />
      <form
        id={formId}
        onSubmit={onSubmit}
        noValidate
        className="space-y-6 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <FormAlert message={alert} />
        {children}
        <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-6">
          <Link to={back.to} className="btn-secondary">
            Cancel
          </Link>
          {saveButton}
        </div>
      </form>
    </>
  );
}
