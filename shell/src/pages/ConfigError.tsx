/** The site configuration itself failed to load: nothing themed can run yet, so plain markup. */
export function ConfigError({ message }: { message: string }) {
  return (
    <div style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1.5rem', maxWidth: 640, margin: '0 auto', color: '#f5efe0' }}>
      <h1 style={{ color: '#d4af37' }}>We'll be right back</h1>
      <p>The site could not start: {message}</p>
      <button type="button" onClick={() => location.reload()} style={{ padding: '10px 20px' }}>
        Retry
      </button>
    </div>
  );
}
