// Contracts of the admin area: zod schemas shared by its remote and its service.
export {};
