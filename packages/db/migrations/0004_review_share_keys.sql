-- A review's conversation belongs to its link, the pair of share ids (/review/<base>...<head>), not to the
-- files: keyed by the pair of snapshot hashes, anyone who shared the same files (a catalog pack, a public
-- pull request) read and wrote the conversation of someone else's review.
-- The conversations stored so far cannot be given to one link (the content key is what mixed them) and
-- nobody could reach or delete them any more: they are dropped, not kept unreachable.
DELETE FROM review_comments;
DELETE FROM review_verdicts;
DROP INDEX review_comments_pair;
DROP INDEX review_verdicts_pair;

-- A deleted share takes the conversations of its reviews with it; the snapshot hashes stay, for the record
-- of what was reviewed.
ALTER TABLE review_comments
  ADD COLUMN base_share text NOT NULL REFERENCES shares (id) ON DELETE CASCADE,
  ADD COLUMN head_share text NOT NULL REFERENCES shares (id) ON DELETE CASCADE;
ALTER TABLE review_verdicts
  ADD COLUMN base_share text NOT NULL REFERENCES shares (id) ON DELETE CASCADE,
  ADD COLUMN head_share text NOT NULL REFERENCES shares (id) ON DELETE CASCADE;

CREATE INDEX review_comments_pair ON review_comments (base_share, head_share, created_at);
CREATE INDEX review_verdicts_pair ON review_verdicts (base_share, head_share, created_at);
-- The cascade from a deleted head share finds its rows without a scan (base shares use the indexes above).
CREATE INDEX review_comments_head_share ON review_comments (head_share);
CREATE INDEX review_verdicts_head_share ON review_verdicts (head_share);
