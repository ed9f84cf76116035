import { useId } from "react";
import { dismissReasonLabels, dismissReasons, type DismissReason } from "../model.ts";

/** Why the pair is dismissed: two choices, as radio buttons (the first chosen by default). */
export function DismissReasonField({
  value,
  onChange,
  disabled,
}: {
  value: DismissReason;
  onChange: (reason: DismissReason) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">Reason</legend>
      {dismissReasons.map((reason) => (
        <label key={reason} className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={reason}
            checked={value === reason}
            onChange={() => onChange(reason)}
            className="size-4 accent-primary"
          />
          {dismissReasonLabels[reason]}
        </label>
      ))}
    </fieldset>
  );
}
