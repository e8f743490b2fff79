-- The signing secret no longer lives in the database: a dump of it must not let anyone sign
-- tokens. The embedded default keeps a generated one in DATA_DIR/secret; with DATABASE_URL,
-- JWT_SECRET is required. Upgrading therefore rotates the secret once (everyone signs in again).
DROP TABLE "server_settings" CASCADE;