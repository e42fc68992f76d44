// Contracts of the web-essentials area: zod schemas shared by its remote and its service.
export {};
