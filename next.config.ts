import type { NextConfig } from "next";
import { securityHeaders } from "./lib/http/security-headers";

const production = process.env.NODE_ENV === "production";

// `npm test` type-checks the whole project before it builds for the stories (`npm run typecheck`: next typegen writes
// the route types and validator Next's build would check, then tsc --noEmit checks them with every file, tests
// included) and stops if that fails; its build need not check the same files again (50 s of a 2-minute build on two
// cores). Every other build (`npm run build`, the image) checks them.
const typeChecked = process.env.PLANNER_TYPECHECKED === "1";
// A clean clone in CI builds once and throws the build away: the cache it would write is never read.
const oneShotBuild = process.env.CI === "true";

const nextConfig: NextConfig = {
  typescript: { ignoreBuildErrors: typeChecked },
  // `next build` also writes .next/standalone: server.js with only the node_modules it needs (the Dockerfile's image).
  output: "standalone",
  poweredByHeader: false,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time,
  // and postgres.js should not be bundled either.
  serverExternalPackages: ["@electric-sql/pglite", "postgres"],
  // Files the standalone server reads at run time by path: the SQL migrations (db/migrations under the working
  // directory, which tracing cannot see) and PGlite's WebAssembly and file-system image (traced through the package
  // today; named here so that a change in how PGlite loads them cannot drop them from the output).
  outputFileTracingIncludes: {
    "/**": ["./db/migrations/**/*", "./node_modules/@electric-sql/pglite/dist/*.{wasm,data}"],
  },
  experimental: {
    turbopackFileSystemCacheForBuild: !oneShotBuild,
    // The proxy (proxy.ts) buffers request bodies for the route; beyond this it keeps only the start, and it drops
    // the whole chunk (one socket read, up to 64 KiB) that crosses the limit and ends the body there as if it were
    // complete. So the limit stays a full megabyte above the largest route cap (2 MB .ics): a body cut here still
    // exceeds that cap and is refused with 413, never read truncated (at 2100 KB a chunked 3 MB upload arrived as
    // exactly 2 MB and was parsed). A stranger's 100 MB upload still never sits in memory.
    proxyClientMaxBodySize: "3mb",
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders(production) },
      // The service worker is fetched again on every registration check, so a new one takes over at once.
      { source: "/sw.js", headers: [{ key: "Cache-Control", value: "no-cache" }, { key: "Service-Worker-Allowed", value: "/" }] },
    ];
  },
};

export default nextConfig;
