import { t, toast, useSession } from 'mf-shared';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { resolveRedirect } from '../../components/auth/redirect';

/**
 * Once a session exists (already logged in on arrival, or the login just succeeded, in this tab
 * or another), goes to the `redirect` query parameter when it is a safe path of this site,
 * otherwise to the dashboard; a refused redirect shows "Invalid callback URL" (docs/product.md section 8).
 * Returns true while logged in, so the screen can render nothing in the meantime.
 */
export function useLoginRedirect(): boolean {
  const { token } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('redirect');
  const target = useMemo(() => resolveRedirect(raw), [raw]);
  const gone = useRef(false);

  useEffect(() => {
    if (!token || gone.current) return;
    gone.current = true;
    if (target.rejected) toast.error(t('common:errors.invalid_callback_url'));
    navigate(target.to, { replace: true });
  }, [token, target, navigate]);

  return token !== null;
}
