// A record's Delete in a list: asks first in the confirm dialog every list uses, then deletes (useRecordDelete:
// a toast either way, the list refreshed, the publishing followed).
import { TrashIcon } from "../../shared/ui/icons.tsx";
import { useRecordDelete } from "../lib/record-form.ts";
import { useConfirm } from "./ConfirmDialog.tsx";

type DeleteButtonProps = Parameters<typeof useRecordDelete>[0] & {
  /** the confirm dialog's question: "Are you sure you want to delete the review from Asha?" */
  question: string;
  /** what a screen reader hears after "Delete": the record as the editor knows it */
  name: string;
};

export function DeleteButton({ question, name, ...deleting }: DeleteButtonProps) {
  const confirm = useConfirm();
  const remove = useRecordDelete(deleting);
  return (
    <button
      type="button"
      className="btn-secondary px-4 py-2 text-sm text-red-800 hover:border-red-700 hover:text-red-900"
      disabled={remove.isPending}
      onClick={() => void confirm(question).then((yes) => yes && remove.mutate())}
    >
      <TrashIcon /> {remove.isPending ? "Deleting..." : "Delete"}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
