// Types of routes.mjs for the TypeScript that imports it (its tests).
export type RouteGuard = 'member' | 'admin';
export type AppRoute = { path: string; module: string | null; source?: string; title: string; guard: RouteGuard | null };

export const ROUTES_ASSET: string;
export function checkRoutes(raw: unknown, opts: { host: boolean; dir: string; file: string }): AppRoute[];
export function readRoutes(dir: string, file: string, host: boolean): AppRoute[];
export function exposesOf(routes: AppRoute[]): Record<string, string>;
export function publicRoutes(routes: AppRoute[]): Omit<AppRoute, 'source'>[];
