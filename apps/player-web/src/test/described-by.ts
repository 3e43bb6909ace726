/**
 * What a control's description says (its aria-describedby), as a screen reader reads it: a disabled
 * submit's reason (issue 46 §1 "Every disabled submit says why").
 */
export const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
