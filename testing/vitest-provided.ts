/**
 * What testing/vitest-global-setup.ts hands to the test workers (vitest `provide` / `inject`): the migrated
 * templates that scratch databases are copied from. Null when there is none, and the tests migrate per database.
 */
export interface DatabaseTemplates {
  /** Path of a tarball of a migrated PGlite data directory. */
  pglite: string | null;
  /** A migrated template database on the server at `url` (DATABASE_URL when the run started). */
  postgres: { url: string; name: string } | null;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}
