// A tiny toast store (shadcn's pattern): one toast at a time (PRODUCT.md section 4), removed from memory a long
// while after dismissal so its exit animation can play (PRODUCT.md section 9: 1,000,000 ms).
import { useSyncExternalStore, type ReactNode } from "react";

export const toastLimit = 1;
export const toastRemoveDelay = 1_000_000;

export interface ToastLink {
  label: string;
  href: string;
}

export interface ToastButton {
  label: string;
  onClick: () => void;
}

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: "default" | "destructive";
  duration?: number;
  /** A link shown in the toast (e.g. to the note just saved), or a button (e.g. "Undo" after a change). */
  action?: ToastLink | ToastButton;
  open: boolean;
}

export type ToastInput = Omit<ToastData, "id" | "open">;

let toasts: ToastData[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastData[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, toastRemoveDelay),
  );
}

/** Closes one toast (or all); it stays in the store until its removal delay has passed. */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast, replacing the current one. Returns its id. */
export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, toastLimit));
  return id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

/** The toasts to render, newest first. */
export function useToasts(): ToastData[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
