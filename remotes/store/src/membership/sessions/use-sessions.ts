import { useResource } from '@sqw/platform';
import { fetchSessions } from '../api';

export const useSessions = () => useResource((signal) => fetchSessions(signal), []);
