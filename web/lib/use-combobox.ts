import { useId, useState, type ChangeEvent, type KeyboardEvent } from "react";

/**
 * The state and keyboard of a text combobox whose listbox the caller renders: arrows move the active option (opening
 * the list), Enter chooses it, Escape closes. The list counts as expanded only while open and something is typed.
 * Spread `inputProps` on the input; give option `i` the id `optionId(i)` inside a listbox with id `listId`.
 */
export function useCombobox<T>({
  value,
  onValueChange,
  options,
  onChoose,
  waiting = false,
}: {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly T[];
  /** Called by Enter with the active option; a click on an option is the caller's to handle. */
  onChoose: (option: T) => void;
  /** While true, Enter chooses nothing: the options shown are not yet those for what is typed. */
  waiting?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const expanded = open && value.trim().length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (options.length ? (i + step + options.length) % options.length : 0));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const option = options[active];
      if (!waiting && option !== undefined) onChoose(option);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const inputProps = {
    role: "combobox",
    "aria-expanded": expanded,
    "aria-controls": listId,
    "aria-autocomplete": "list",
    "aria-activedescendant": expanded && options[active] !== undefined ? optionId(active) : undefined,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onValueChange(event.target.value);
      setActive(0);
      setOpen(true);
    },
    onFocus: () => setOpen(true),
    onBlur: () => setOpen(false),
    onKeyDown,
  } as const;

  return { listId, optionId, expanded, active, setActive, setOpen, inputProps };
}
