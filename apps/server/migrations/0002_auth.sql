-- Identity flows, sessions and API tokens: what the auth endpoints look up and clean up.

-- The scope entries a token was created with, as the token form sent them ({subject, object, action}); the grants
-- they give on resource areas stay in access_tokens.scopes, which is what requests are checked against.
ALTER TABLE access_tokens ADD COLUMN scope jsonb;
CREATE INDEX access_tokens_person ON access_tokens (person_id) WHERE deleted_at IS NULL;

-- Clean-up of old flows, rate-limit windows and sessions scans by time.
CREATE INDEX self_service_flows_expires ON self_service_flows (expires_at);
CREATE INDEX rate_limits_window ON rate_limits (window_start);
CREATE INDEX sessions_expires ON sessions (expires_at);
