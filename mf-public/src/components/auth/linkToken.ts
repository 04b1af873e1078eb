import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The `token` of a link opened from a mail (/reset-password, /verify-email, /unsubscribe). It is
 * taken out of the address bar at once (kept in the history entry's state, so a reload still
 * has it): the address is then no secret for the history list, a shared screen, or a script
 * that reads the URL (the tag manager).
 */
export function useLinkToken(): string {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(search).get('token') ?? (state as { token?: unknown } | null)?.token);
  useEffect(() => {
    if (search) navigate(pathname, { replace: true, state: typeof token === 'string' ? { token } : null });
  }, [pathname, search, token, navigate]);
  return typeof token === 'string' ? token.trim() : '';
}
