import { toastTiming } from "@web/lib/constants.ts";
import { dismissToast, useToasts } from "@web/lib/toast.ts";
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast.tsx";

/** Renders the toast store (with its link or button, when a toast has one). 5 s each, swipe right 50 px to dismiss, F8 focuses the region (Radix's default hotkey). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider
      duration={toastTiming.durationMs}
      swipeDirection="right"
      swipeThreshold={toastTiming.swipeThresholdPx}
    >
      {toasts.map(({ id, title, description, variant, duration, action, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
            {action ? <ToastAction action={action} /> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
