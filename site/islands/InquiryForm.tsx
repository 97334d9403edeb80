// The Contact tab's send-inquiry form.
import { apiJson } from "../../shared/api.ts";
import { INQUIRY_FAILED_MESSAGE, INQUIRY_SENT_DETAIL, INQUIRY_SENT_MESSAGE } from "../../shared/messages.ts";
import { HoneypotField, primaryButtonClass, TextAreaField, TextField } from "./forms/fields.tsx";
import { useFormSubmit } from "./forms/useFormSubmit.ts";
import { CustomerNameField, SignedInNote } from "./account/signed-in-fields.tsx";
import { useSignedInUser } from "./account/useSignedInUser.ts";
import { formTexts, validateForm } from "./forms/validate.ts";
import { useToaster } from "../../shared/ui/toast/Toaster.tsx";
import { toast } from "../../shared/ui/toast/store.ts";

export interface InquiryFormProps {
  businessId: number;
  businessName: string;
}

export default function InquiryForm({ businessId, businessName }: InquiryFormProps) {
  useToaster();
  const { user } = useSignedInUser();
  const { errors, pending, submitDisabled, formProps } = useFormSubmit({
    action: `/api/businesses/${businessId}/inquiries`,
    loadValidation: async () => {
      const { InquiryInputSchema } = await import("../../shared/schemas/inquiry.ts");
      return (form) => validateForm(InquiryInputSchema, { ...formTexts(form), businessId });
    },
    send: (action, inquiry) => apiJson("POST", action, inquiry),
    onSuccess: (form) => {
      toast({ title: INQUIRY_SENT_MESSAGE, description: INQUIRY_SENT_DETAIL });
      form.reset();
    },
    failureTitle: INQUIRY_FAILED_MESSAGE,
  });

  return (
    <section aria-labelledby="inquiry-heading" className="rounded-2xl border border-stone-200 bg-white p-6">
      <h2 id="inquiry-heading" className="text-xl font-semibold text-stone-900">
        Send an Inquiry
      </h2>
      <p className="mt-1 text-sm text-stone-700">Ask {businessName} about availability, prices or anything else.</p>
      {user && <SignedInNote>Signed in: you will find this inquiry and its status under</SignedInNote>}
      <form {...formProps} className="mt-5 grid gap-4 sm:grid-cols-2">
        <HoneypotField />
        <CustomerNameField user={user} error={errors.customerName} />
        <TextField
          label="Email"
          name="customerEmail"
          type="email"
          autoComplete="email"
          required
          defaultValue={user?.email ?? undefined}
          error={errors.customerEmail}
        />
        <TextField label="Phone" name="customerPhone" type="tel" autoComplete="tel" error={errors.customerPhone} />
        <TextField label="Subject" name="subject" error={errors.subject} />
        <TextAreaField
          label="Message"
          name="message"
          rows={5}
          required
          className="sm:col-span-2"
          error={errors.message}
        />
        <div className="sm:col-span-2">
          <button type="submit" disabled={submitDisabled} className={primaryButtonClass}>
            {pending ? "Sending..." : "Send Inquiry"}
          </button>
        </div>
      </form>
    </section>
  );
}
