// One Rspack + Module Federation configuration for the shell and every remote, so the
// shared singletons and build settings cannot drift between independently built apps.
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { exposesOf, publicRoutes, readRoutes, ROUTES_ASSET } from './routes.mjs';

// zod and the contracts are not shared: schemas need no single instance, and a shared module
// is never tree-shaken (zod whole would weigh on every first visit).
const LIBRARIES = ['react', 'react-dom', 'styled-components', 'zustand'];
// @sqw/router carries the one router context; react-router-dom itself is bundled inside it, tree-shaken.
const WORKSPACE = ['@sqw/platform', '@sqw/ui', '@sqw/router'];

/** The installed version: package.json says `catalog:`, which the federation runtime cannot compare. */
function installedVersion(dir, pkg) {
  const require = createRequire(join(dir, 'package.json'));
  let path = require.resolve(pkg);
  while (!path.endsWith(`node_modules/${pkg}`) && path !== dirname(path)) path = dirname(path);
  return JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')).version;
}

/** Libraries that must exist once per page: one React, one router, one theme, one session. */
export function sharedSingletons(dir) {
  const shared = {};
  for (const lib of LIBRARIES) {
    const version = installedVersion(dir, lib);
    const spec = { singleton: true, version, requiredVersion: `^${version}` };
    shared[lib] = spec;
    // Subpath imports (react-dom/client, react/jsx-runtime) must be shared too.
    if (lib === 'react' || lib === 'react-dom') shared[`${lib}/`] = spec;
  }
  // Our own packages carry their API's version: a change that breaks remotes built against the
  // old one bumps the major, and the release gate then refuses the mismatch.
  for (const pkg of WORKSPACE) {
    const version = JSON.parse(readFileSync(join(dir, 'node_modules', pkg, 'package.json'), 'utf8')).version;
    shared[pkg] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  return shared;
}

const require = createRequire(import.meta.url);

/**
 * styled-components' compiler plugin names every styled component from its file and position
 * instead of from a run-time counter, so a page rendered at build time and the same page in the
 * browser produce the same class names, whichever other bundles the browser loaded first.
 */
const styledComponents = (prod) => [
  require.resolve('@swc/plugin-styled-components'),
  { ssr: true, displayName: !prod, fileName: false, pure: true, minify: true, transpileTemplateLiterals: true },
];

/** TypeScript/TSX through SWC, and files as hashed assets: the same for browser and prerender builds. */
function moduleRules(prod) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules\/\.pnpm/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !prod, refresh: false } },
          target: 'es2020',
          experimental: { plugins: [styledComponents(prod)] },
        },
      },
      type: 'javascript/auto',
    },
    { test: /\.(png|jpe?g|svg|webp|pdf)$/, type: 'asset/resource' },
  ];
}

/**
 * V8's explicit compile hint: every function of a file that opens with this comment is compiled
 * as the script streams in, on a background thread, instead of on the main thread the first time
 * it is called. An app's chunks run as they land (module factories, then the components of the
 * first render), so that compiling would otherwise make up much of the start's long tasks. Added
 * after minification, which drops comments, and before source maps and content hashes are made.
 */
const compileHint = () =>
  new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });

/** Writes the app's routes (without their source files) into dist for its release to register. */
class EmitRoutesPlugin {
  constructor(routes) {
    this.json = JSON.stringify(publicRoutes(routes), null, 2);
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SqwRoutes', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SqwRoutes', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(ROUTES_ASSET, new rspack.sources.RawSource(this.json));
      });
    });
  }
}

/**
 * `routes` is the app's routes file (relative to `dir`): a remote exposes each route's module
 * from its source, so adding a page never touches the shell; the shell lists its own pages.
 * @param {{ dir: string, name: string, port: number, host?: boolean, routes?: string }} app
 */
export function createConfig({ dir, name, port, host = false, routes: routesFile = 'routes.json', ...rest }) {
  if ('exposes' in rest) throw new Error(`${name}: the exposed modules come from ${routesFile} (each route's module and source), not from "exposes".`);
  const routes = readRoutes(dir, routesFile, host);
  const exposes = host ? undefined : exposesOf(routes);
  return (_env, argv) => {
    const prod = argv.mode !== 'development';
    return {
      context: dir,
      mode: prod ? 'production' : 'development',
      devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
      // A remote's only entry is its container (remoteEntry.js), added by the federation plugin.
      entry: host ? { main: './src/index.ts' } : {},
      output: {
        path: resolve(dir, 'dist'),
        // Remotes load their chunks from wherever their manifest was served.
        publicPath: host ? '/' : 'auto',
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: { rules: moduleRules(prod) },
      optimization: { minimize: prod },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedSingletons(dir),
          manifest: true,
          dts: false,
          // 'loaded-first' reuses what the page already has instead of fetching every
          // registered remote's entry at startup (visitors must never fetch the admin remote).
          shareStrategy: 'loaded-first',
          // One federation runtime per page: the shell (a pure consumer) publishes its
          // runtime-core as the global _FEDERATION_RUNTIME_CORE and every remote's entry reads
          // it from there instead of bundling its own copy. So a remote needs a shell built with
          // this preset (deploy the shell first). The shell keeps the manifest snapshot:
          // preloadRemote needs it (never disableSnapshot). target 'web' drops Node-only code.
          experiments: {
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: { target: 'web' },
          },
        }),
        host &&
          new rspack.HtmlRspackPlugin({
            template: resolve(dir, 'src/index.html'),
            minify: prod,
          }),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development') }),
        prod && compileHint(),
        new EmitRoutesPlugin(routes),
      ].filter(Boolean),
      devServer: {
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: host,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: host ? { directory: resolve(dir, 'public') } : false,
      },
    };
  };
}

/**
 * A Node build of `entry` for rendering pages at build time: the same sources and transforms
 * as the browser build, bundled whole (no federation: everything is local at build time).
 * @param {{ dir: string, entry: string, outDir: string }} opts
 */
export function createPrerenderConfig({ dir, entry, outDir }) {
  return {
    context: dir,
    mode: 'production',
    target: 'node',
    devtool: false,
    entry: { prerender: entry },
    output: { path: outDir, filename: '[name].cjs', library: { type: 'commonjs2' }, publicPath: '/', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: moduleRules(true) },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
  };
}
