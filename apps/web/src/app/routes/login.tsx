import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SignInPlaceholder } from '../../features/auth/components/sign-in-placeholder.tsx';
import { returnToFromSearch } from '../../features/auth/utils/return-to.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';

/**
 * /login — 'sign in'. Accounts arrive in a later issue; the return logic is here already: as soon as this hospital
 * has a signed-in user, go back to the `redirect` target kept by the guard.
 */
export function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const loginUser = useSessionStore((s) => s.loginUser);
  const returnTo = returnToFromSearch(location.search);

  useEffect(() => {
    if (loginUser) void navigate(returnTo, { replace: true });
  }, [loginUser, returnTo, navigate]);

  return (
    <RoutePage>
      <SignInPlaceholder returnTo={returnTo} />
    </RoutePage>
  );
}

export { LoginRoute as Component };
