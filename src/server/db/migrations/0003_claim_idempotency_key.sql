-- Takes an Idempotency-Key for the calling transaction in one round trip (http/idempotency.ts).
-- The key's row is inserted (or an answer older than p_fresh taken over); a concurrent request with
-- the same key waits for this one's transaction, at most p_wait (lock_timeout, restored afterwards,
-- so the write's own statements wait as usual). Returns claimed = true, or the stored answer when
-- the key was applied meanwhile, or no row when it is still held by another transaction.
CREATE FUNCTION claim_idempotency_key(p_player integer, p_key text, p_method text, p_path text, p_fresh timestamptz, p_wait text)
RETURNS TABLE (claimed boolean, stored_method text, stored_path text, stored_status integer, stored_body text, stored_content_type text)
LANGUAGE plpgsql AS $$
DECLARE
  previous_wait text := current_setting('lock_timeout');
  inserted integer;
BEGIN
  PERFORM set_config('lock_timeout', p_wait, true);
  INSERT INTO idempotency_keys AS k (player_id, key, method, path, status, body, content_type, created_at)
  VALUES (p_player, p_key, p_method, p_path, 0, '', NULL, now())
  ON CONFLICT (player_id, key) DO UPDATE
    SET method = EXCLUDED.method, path = EXCLUDED.path, status = 0, body = '', content_type = NULL, created_at = EXCLUDED.created_at
    WHERE k.created_at < p_fresh;
  GET DIAGNOSTICS inserted = ROW_COUNT;
  PERFORM set_config('lock_timeout', previous_wait, true);
  IF inserted = 1 THEN
    RETURN QUERY SELECT true, NULL::text, NULL::text, NULL::integer, NULL::text, NULL::text;
  ELSE
    RETURN QUERY SELECT false, k.method, k.path, k.status, k.body, k.content_type
      FROM idempotency_keys AS k
      WHERE k.player_id = p_player AND k.key = p_key AND k.created_at >= p_fresh;
  END IF;
END
$$;
