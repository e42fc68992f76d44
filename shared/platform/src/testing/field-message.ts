/**
 * The message a form shows under a control: the text of what its aria-describedby names, as a
 * screen reader would read it with the field. Undefined when the control points at nothing.
 */
export function fieldMessage(control: Element): string | undefined {
  const ids = control.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  const texts = ids.map((id) => control.ownerDocument.getElementById(id)?.textContent ?? '').filter(Boolean);
  return texts.length ? texts.join(' ') : undefined;
}
