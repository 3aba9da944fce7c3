import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time,
  // and postgres.js should not be bundled either.
  serverExternalPackages: ["@electric-sql/pglite", "postgres"],
};

export default nextConfig;
