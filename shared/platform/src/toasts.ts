import { create } from 'zustand';

export type ToastVariant = 'default' | 'success' | 'destructive';
export type Toast = { id: number; title: string; description?: string; variant: ToastVariant; duration: number };
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; duration?: number };

type ToastState = { toasts: Toast[]; push: (t: ToastInput) => number; dismiss: (id: number) => void };

let nextId = 1;

/** One toast system for the shell and every remote (the platform package is a shared singleton). */
export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  push(t) {
    const id = nextId++;
    const toast: Toast = { id, title: t.title, description: t.description, variant: t.variant ?? 'default', duration: t.duration ?? 5000 };
    set({ toasts: [...get().toasts.slice(-4), toast] });
    if (toast.duration > 0) setTimeout(() => get().dismiss(id), toast.duration);
    return id;
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((t) => t.id !== id) });
  },
}));

export const toast = (t: ToastInput) => useToasts.getState().push(t);
