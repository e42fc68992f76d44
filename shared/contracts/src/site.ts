// Contracts of the site area: zod schemas shared by its remote and its service.
export {};
