-- CreateIndex
CREATE INDEX "post_tags_idx" ON "post" USING GIN ("tags");

-- $regex on post content (the feed's text search): a trigram GIN index turns a scan of every row into an
-- index lookup plus a recheck (docs/benchmarks.md). Prisma cannot express it, and pg_trgm may be missing
-- (the embedded PGlite does not load it, a managed server may refuse it): then $regex still works, by
-- scanning, and this migration succeeds all the same.
-- The bodies are E'' strings with \073 for the semicolons: the migration runner splits scripts at every
-- semicolon, even inside dollar quotes.
DO E'BEGIN CREATE EXTENSION IF NOT EXISTS pg_trgm\073 EXCEPTION WHEN OTHERS THEN RAISE NOTICE ''pg_trgm is not available (%): $regex on post.content scans'', SQLERRM\073 END';

DO E'BEGIN IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = ''pg_trgm'') THEN EXECUTE ''CREATE INDEX IF NOT EXISTS "post_content_trgm_idx" ON "post" USING GIN ("content" gin_trgm_ops)''\073 END IF\073 END';
