# syntax=docker/dockerfile:1
# The app as one image: Next.js's standalone server (`node server.js`) with only the node_modules it uses.
#
#   docker build -t study-planner .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://user:password@host:5432/planner study-planner
#   docker compose up --build        # the app with PostgreSQL and Redis (compose.yaml)
#
# Migrations: none to run by hand. The server opens the database when it starts (instrumentation.ts) and applies
# the SQL migrations in db/migrations (copied into the standalone output) before it serves; a database that is not
# reachable yet is retried on the first request. Without DATABASE_URL the server uses PGlite under /app/.data:
# mount a volume there (`-v planner-data:/app/.data`) or its data is lost with the container.

ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-slim AS base
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1

# Dependencies only, so this layer is reused until package-lock.json changes.
FROM base AS deps
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM base AS build
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The app has no public/ folder today; an empty one keeps the runner's COPY valid if it never gets one.
RUN mkdir -p public && npx next build

FROM base AS runner
# NEXT_MANUAL_SIG_HANDLE: SIGTERM (docker stop) lets running turns finish for up to 10 s (server/platform/shutdown.ts).
ENV NODE_ENV=production PORT=3000 HOSTNAME=0.0.0.0 NEXT_MANUAL_SIG_HANDLE=true
# Idle keep-alive sockets outlive a reverse proxy's usual 60 s, so the proxy never reuses one the server just closed.
ENV KEEP_ALIVE_TIMEOUT=65000
# The standalone output leaves the static assets and public/ out: they are copied beside server.js.
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
# Where PGlite keeps its data when no DATABASE_URL is given (PGLITE_DIR may point elsewhere).
RUN mkdir -p /app/.data && chown node:node /app/.data
# The node image's unprivileged user (uid 1000).
USER node
EXPOSE 3000
# node:*-slim has no curl: ask /api/health with Node's own fetch (200 when the database answers select 1).
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
