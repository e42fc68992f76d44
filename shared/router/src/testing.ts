// Routers for tests only, kept out of the shared production module.
export { MemoryRouter } from 'react-router-dom';
