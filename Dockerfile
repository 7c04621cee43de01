# Production image: one image, two entry points (api and worker).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY shared/package.json shared/
COPY demo-catalogue/package.json demo-catalogue/
COPY api/package.json api/
COPY admin/package.json admin/
COPY public-web/package.json public-web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/shared/package.json shared/
COPY --from=build /app/shared/dist shared/dist
COPY --from=build /app/demo-catalogue/package.json demo-catalogue/
COPY --from=build /app/demo-catalogue/dist demo-catalogue/dist
COPY --from=build /app/api/package.json api/
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/admin/dist admin/dist
COPY --from=build /app/public-web/dist public-web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
CMD ["node", "api/dist/main.js"]
