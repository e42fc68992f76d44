// The build-time prerender renders routes without a browser history.
export { StaticRouter } from 'react-router-dom';
