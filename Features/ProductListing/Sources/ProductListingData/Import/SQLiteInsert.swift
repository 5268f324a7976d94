import GRDB
import GRDBSQLite

/// An `INSERT` prepared once and run for every row of an import, its values bound
/// straight to SQLite (no per-row `StatementArguments`): a million products write
/// several million rows, where boxing each value costs more than SQLite's own work.
/// Values are bound in order, then ``run()`` inserts the row; a failure is GRDB's
/// `DatabaseError`, so a broken constraint reads as it does anywhere else.
final class SQLiteInsert {
    private let statement: Statement
    private var index: Int32 = 0
    /// SQLite copies each value as it is bound.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    init(_ db: Database, sql: String) throws {
        statement = try db.makeStatement(sql: sql)
    }

    func bind(_ value: Int) {
        index += 1
        sqlite3_bind_int64(statement.sqliteStatement, index, Int64(value))
    }

    func bind(_ value: Int?) {
        guard let value else { return bindNull() }
        bind(value)
    }

    func bind(_ value: String) {
        index += 1
        var text = value
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { characters in
                if let start = characters.baseAddress {
                    _ = sqlite3_bind_text(statement.sqliteStatement, index, start, Int32(characters.count), Self.transient)
                } else {
                    // An empty string has no address; SQLite takes NULL as a NULL, so an empty text it copies.
                    _ = sqlite3_bind_text(statement.sqliteStatement, index, "", 0, Self.transient)
                }
            }
        }
    }

    func bind(_ value: String?) {
        guard let value else { return bindNull() }
        bind(value)
    }

    func bindNull() {
        index += 1
        sqlite3_bind_null(statement.sqliteStatement, index)
    }

    /// Inserts the row bound, then readies the statement for the next.
    func run() throws {
        let sqliteStatement = statement.sqliteStatement
        index = 0
        let code = sqlite3_step(sqliteStatement)
        guard code == SQLITE_DONE else {
            let message = sqlite3_db_handle(sqliteStatement).map { String(cString: sqlite3_errmsg($0)) }
            sqlite3_reset(sqliteStatement)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
        }
        sqlite3_reset(sqliteStatement)
    }
}
