import { navigationFor } from './post-login-redirect';

/** A full page load to a same-origin path; a reload when it is the current page (000 §2). */
export function fullNavigate(target: string): void {
  const current = window.location.pathname + window.location.search;
  if (navigationFor(target, current) === 'reload') window.location.reload();
  else window.location.assign(target);
}
