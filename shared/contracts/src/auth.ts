// Contracts of the auth area: zod schemas shared by its remote and its service.
export {};
