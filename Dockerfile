# One image for both roles: `--roles=web`, `--roles=worker`, or both (the default).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# Build the web app and convert the word vectors now, so a read-only container never has to.
RUN node scripts/web-build.mjs --force && node --import tsx server/pipeline/embeddings/prepare.ts
ENV PORT=5000 MNEMO_DATA_DIR=/data MNEMO_SKIP_WEB_BUILD=1
EXPOSE 5000
VOLUME /data
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/main.ts"]
