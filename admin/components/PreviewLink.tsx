// Opens an admin's preview of a record (its public page as visitors will see it, with its saved content, whether
// or not it is published) in a new tab: on the business and blog lists and forms.
import { type PreviewKind, previewPath } from "../../shared/preview.ts";
import { EyeIcon } from "../../shared/ui/icons.tsx";

export function PreviewLink({
  kind,
  id,
  name,
  className = "btn-secondary",
}: {
  kind: PreviewKind;
  id: number;
  /** the record's name or title, for screen readers */
  name: string;
  className?: string;
}) {
  return (
    <a href={previewPath(kind, id)} target="_blank" rel="noopener" className={className}>
      <EyeIcon /> Preview<span className="sr-only"> {name} as visitors will see it, in a new tab</span>
    </a>
  );
}
