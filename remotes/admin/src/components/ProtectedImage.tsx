import type { ServiceName } from '@sqw/platform';
import { Spinner } from '@sqw/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { fetchObjectUrl } from '../lib/files';

const Img = styled.img`
  display: block;
  max-width: 100%;
  max-height: 420px;
  border-radius: ${(p) => p.theme.radius.sm};
  border: 1px solid ${(p) => p.theme.color.border};
`;

/** An image only admins may see: fetched with the token and shown from an object URL, freed on unmount. */
export function ProtectedImage({ service, path, alt }: { service: ServiceName; path: string; alt: string }) {
  const [state, setState] = useState<{ url?: string; error?: string }>({});
  useEffect(() => {
    const ctrl = new AbortController();
    let url: string | undefined;
    setState({});
    fetchObjectUrl(service, path, ctrl.signal).then(
      (u) => {
        url = u;
        setState({ url: u });
      },
      (err: Error) => err.name !== 'AbortError' && setState({ error: err.message }),
    );
    return () => {
      ctrl.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [service, path]);
  if (state.error) return <p role="alert">The image could not be loaded: {state.error}</p>;
  if (!state.url) return <Spinner label={`Loading ${alt}`} />;
  return (
    <a href={state.url} target="_blank" rel="noreferrer">
      <Img src={state.url} alt={alt} />
    </a>
  );
}
