import GRDB

/// The accounts' tables, made by GRDB migrations (`accounts.v1` …) so that a database file kept
/// with `--accounts-db` is brought up to date when a later backend opens it. Instants are stored
/// as seconds since 1970; secrets only as SHA-256 (refresh tokens, reset codes) or bcrypt
/// (passwords). Deleting an account deletes everything of it (foreign keys, `ON DELETE CASCADE`).
enum AccountsSchema {
    static func migrator() -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("accounts.v1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE account (
                      id TEXT PRIMARY KEY NOT NULL,
                      name TEXT NOT NULL,
                      email TEXT NOT NULL,
                      email_key TEXT NOT NULL UNIQUE,
                      password_hash TEXT NOT NULL,
                      member_since REAL NOT NULL,
                      token_generation INTEGER NOT NULL DEFAULT 0
                    );
                    CREATE TABLE token_family (
                      id TEXT PRIMARY KEY NOT NULL,
                      account_id TEXT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                      created_at REAL NOT NULL,
                      revoked_at REAL
                    );
                    CREATE INDEX token_family_by_account ON token_family (account_id);
                    CREATE TABLE refresh_token (
                      token_hash TEXT PRIMARY KEY NOT NULL,
                      family_id TEXT NOT NULL REFERENCES token_family(id) ON DELETE CASCADE,
                      issued_at REAL NOT NULL,
                      expires_at REAL NOT NULL,
                      retired_at REAL
                    );
                    CREATE INDEX refresh_token_by_family ON refresh_token (family_id);
                    CREATE TABLE account_activity (
                      account_id TEXT PRIMARY KEY NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                      tool_opens INTEGER NOT NULL DEFAULT 0,
                      lesson_completions INTEGER NOT NULL DEFAULT 0,
                      shares INTEGER NOT NULL DEFAULT 0
                    );
                    CREATE TABLE wishlist_item (
                      account_id TEXT NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                      product_id TEXT NOT NULL,
                      added_at REAL NOT NULL,
                      PRIMARY KEY (account_id, product_id)
                    );
                    CREATE TABLE password_reset (
                      account_id TEXT PRIMARY KEY NOT NULL REFERENCES account(id) ON DELETE CASCADE,
                      code_hash TEXT NOT NULL,
                      expires_at REAL NOT NULL,
                      failed_attempts INTEGER NOT NULL DEFAULT 0
                    );
                    """)
        }
        return migrator
    }
}
