// Contracts of the store area: zod schemas shared by its remote and its service.
export {};
