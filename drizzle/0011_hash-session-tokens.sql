-- Session rows keep the SHA-256 digest of the cookie's token, never the token
-- (src/server/auth/session-token.ts). Rows written before this are hashed in place, so
-- nobody signed in is signed out by the deploy.
UPDATE "auth_sessions" SET "session_token" = encode(sha256(convert_to("session_token", 'UTF8')), 'hex');
