-- The embedded PGlite now loads pg_trgm (lib/db/embedded.ts), so embedded databases that applied
-- 20261122082434_bench_indexes without it get the trigram index on post content now. Both statements are
-- no-ops where the index exists already, and where pg_trgm is still unavailable this migration succeeds
-- without it, as that one did. (E'' strings with \073: the migration runner splits at every semicolon.)
DO E'BEGIN CREATE EXTENSION IF NOT EXISTS pg_trgm\073 EXCEPTION WHEN OTHERS THEN RAISE NOTICE ''pg_trgm is not available (%): $regex on post.content scans'', SQLERRM\073 END';

DO E'BEGIN IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = ''pg_trgm'') THEN EXECUTE ''CREATE INDEX IF NOT EXISTS "post_content_trgm_idx" ON "post" USING GIN ("content" gin_trgm_ops)''\073 END IF\073 END';
