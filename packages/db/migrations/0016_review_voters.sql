-- An open-mode verdict (a typed name, no account) belongs to the browser that cast it (issue 29): the SHA-256 of
-- the random voter id its httpOnly cookie holds. Only a request carrying the same id replaces that verdict; a
-- name typed in another browser never does. Null for signed-in verdicts and for those cast before this column.
ALTER TABLE review_verdicts ADD COLUMN voter text;
