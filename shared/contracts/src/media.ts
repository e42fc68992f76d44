// Contracts of the media area: zod schemas shared by its remote and its service.
export {};
