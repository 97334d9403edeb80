// The card a sign-in screen stands in, the admin's login and the owner's sign-in alike: the product's name, the
// screen's title, and the form.
import type { ReactNode } from "react";
import { PRODUCT_NAME } from "../../shared/constants.ts";
import { ScreenHeader } from "./Screen.tsx";

export function SignInCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-8 shadow-sm">
        <p className="mb-2 text-sm font-semibold text-orange-800">{PRODUCT_NAME}</p>
        <ScreenHeader title={title} subtitle={subtitle} />
        {children}
      </div>
    </main>
  );
}
