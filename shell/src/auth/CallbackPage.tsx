import { getAuthClient } from '@sqw/platform';
import { PageSpinner } from '@sqw/ui';
import { useEffect } from 'react';
import { useNavigate } from '@sqw/router';
import styled from 'styled-components';

const Wrap = styled.div`
  text-align: center;
  padding: 80px 0;
`;

/** Where confirmation links land: the session arrives in the URL fragment (supabase-js reads it). */
export function CallbackPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const hash = new URLSearchParams(window.location.hash.slice(1));
    const query = new URLSearchParams(window.location.search);
    // Only the code travels on: the login page maps it to its own words (see auth-errors.ts).
    const error = hash.get('error_code') ?? query.get('error_code') ?? hash.get('error') ?? query.get('error');
    if (error) {
      navigate(`/login?error=${encodeURIComponent(error)}`, { replace: true });
      return;
    }
    getAuthClient()
      .then((supabase) => supabase.auth.getSession())
      .then(({ data, error: sessionError }) => {
        if (sessionError) navigate('/login?error=session_failed', { replace: true });
        else navigate(data.session ? '/dashboard' : '/login', { replace: true });
      })
      .catch(() => navigate('/login?error=session_failed', { replace: true }));
  }, [navigate]);
  return (
    <Wrap>
      <PageSpinner label="Completing sign in" />
      <p>Completing sign in...</p>
    </Wrap>
  );
}
