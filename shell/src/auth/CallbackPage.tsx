import { getAuthClient } from '@sqw/platform';
import { PageSpinner } from '@sqw/ui';
import { useEffect } from 'react';
import { useNavigate } from '@sqw/router';

/** Where confirmation links land: the session arrives in the URL fragment (supabase-js reads it). */
export function CallbackPage() {
  const navigate = useNavigate();
  useEffect(() => {
    const hash = new URLSearchParams(window.location.hash.slice(1));
    const query = new URLSearchParams(window.location.search);
    const error = hash.get('error_description') ?? query.get('error_description') ?? hash.get('error') ?? query.get('error');
    if (error) {
      navigate(`/login?error=${encodeURIComponent(error.replace(/\+/g, ' '))}`, { replace: true });
      return;
    }
    getAuthClient()
      .then((supabase) => supabase.auth.getSession())
      .then(({ data, error: sessionError }) => {
        if (sessionError) navigate(`/login?error=${encodeURIComponent(sessionError.message)}`, { replace: true });
        else navigate(data.session ? '/dashboard' : '/login', { replace: true });
      })
      .catch((err: Error) => navigate(`/login?error=${encodeURIComponent(err.message)}`, { replace: true }));
  }, [navigate]);
  return (
    <div style={{ textAlign: 'center', padding: '80px 0' }}>
      <PageSpinner label="Completing sign in" />
      <p>Completing sign in...</p>
    </div>
  );
}
