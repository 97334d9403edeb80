// The Contact tab's send-inquiry form.
import { apiJson } from "../../shared/api.ts";
import en from "../../shared/i18n/catalogues/en/inquiry.json";
import he from "../../shared/i18n/catalogues/he/inquiry.json";
import hi from "../../shared/i18n/catalogues/hi/inquiry.json";
import type { Language } from "../../shared/i18n/languages.ts";
import { translator } from "../../shared/i18n/translate.ts";
import { INQUIRY_FAILED_MESSAGE, INQUIRY_SENT_DETAIL, INQUIRY_SENT_MESSAGE } from "../../shared/messages.ts";
import { HoneypotField, primaryButtonClass, TextAreaField, TextField, writtenLeftToRight } from "./forms/fields.tsx";
import { toasterTexts } from "./forms/texts.ts";
import { useFormSubmit } from "./forms/useFormSubmit.ts";
import { CustomerNameField, SignedInNote } from "./account/signed-in-fields.tsx";
import { useSignedInUser } from "./account/useSignedInUser.ts";
import { formTexts, validateForm } from "./forms/validate.ts";
import { useToaster } from "../../shared/ui/toast/Toaster.tsx";
import { toast } from "../../shared/ui/toast/store.ts";

const INQUIRY = { en, hi, he };

export interface InquiryFormProps {
  businessId: number;
  businessName: string;
  /** the page's */
  language: Language;
}

export default function InquiryForm({ businessId, businessName, language }: InquiryFormProps) {
  useToaster(toasterTexts(language));
  const t = translator(INQUIRY[language], language);
  const { user } = useSignedInUser();
  const { errors, pending, submitDisabled, formProps } = useFormSubmit({
    language,
    action: `/api/businesses/${businessId}/inquiries`,
    loadValidation: async () => {
      const { InquiryInputSchema } = await import("../../shared/schemas/inquiry.ts");
      return (form) => validateForm(InquiryInputSchema, { ...formTexts(form), businessId });
    },
    send: (action, inquiry) => apiJson("POST", action, inquiry),
    onSuccess: (form, _inquiry, translate) => {
      toast({ title: translate(INQUIRY_SENT_MESSAGE), description: translate(INQUIRY_SENT_DETAIL) });
      form.reset();
    },
    failureTitle: INQUIRY_FAILED_MESSAGE,
  });

  return (
    <section aria-labelledby="inquiry-heading" className="rounded-2xl border border-stone-200 bg-white p-6">
      <h2 id="inquiry-heading" className="text-xl font-semibold text-stone-900">
        {t("heading")}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t("intro", { business: businessName })}</p>
      {user && <SignedInNote language={language} text={t("signedIn")} />}
      <form {...formProps} className="mt-5 grid gap-4 sm:grid-cols-2">
        <HoneypotField language={language} />
        <CustomerNameField user={user} error={errors.customerName} language={language} />
        <TextField
          label={t("email")}
          name="customerEmail"
          type="email"
          autoComplete="email"
          required
          defaultValue={user?.email ?? undefined}
          error={errors.customerEmail}
          {...writtenLeftToRight(language)}
        />
        <TextField
          label={t("phone")}
          name="customerPhone"
          type="tel"
          autoComplete="tel"
          error={errors.customerPhone}
          {...writtenLeftToRight(language)}
        />
        <TextField label={t("subject")} name="subject" error={errors.subject} />
        <TextAreaField
          label={t("message")}
          name="message"
          rows={5}
          required
          className="sm:col-span-2"
          error={errors.message}
        />
        <div className="sm:col-span-2">
          <button type="submit" disabled={submitDisabled} className={primaryButtonClass}>
            {pending ? t("sending") : t("submit")}
          </button>
        </div>
      </form>
    </section>
  );
}
