// @sqw/contracts is checked with neither the DOM lib nor @types/node (tsconfig.shared.json), since
// both sides import it. Browsers and Node both have the WHATWG URLSearchParams global; this is the
// part of it the contracts use. The browser and server projects take the real one from DOM or Node.
interface URLSearchParams {
  append(name: string, value: string): void;
  get(name: string): string | null;
  toString(): string;
}
// eslint-disable-next-line no-var -- a global value can only be declared with `var`, as lib.dom.d.ts does
declare var URLSearchParams: {
  prototype: URLSearchParams;
  new (init?: string | Record<string, string> | [string, string][]): URLSearchParams;
};
