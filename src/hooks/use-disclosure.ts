import { useEffect, useId, useRef, useState } from 'react';

/**
 * A disclosure (a button with aria-expanded and the panel it controls) that closes on Escape,
 * returning focus to its button, or on a tap outside its root element. Shared by the top
 * bar's trays and menus.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector('button')?.focus();
    };
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  return { open, setOpen, toggle: () => setOpen((o) => !o), root, panelId };
}
