import GRDB

/// The rows of a query read one at a time, so that one row that cannot be read (a damaged
/// value, a column of the wrong type, a payload that no longer decodes) is set aside with
/// its reason instead of failing the whole read.
///
/// What to do with a set-aside row is the caller's business: a row of a cache can be
/// dropped and fetched again; a row of the person's own data (edits, favorites, a bag) must
/// be kept and reported, never dropped silently.
public struct ReadableRows<Value> {
    /// The rows `read` could read, in the query's order.
    public var values: [Value]
    /// The rows it could not, in the query's order.
    public var unreadable: [UnreadableRow]

    /// Reads every row `sql` selects with `read`. Select `rowid` (as `rowid`) to have
    /// set-aside rows named by it.
    /// - Throws: only what makes the query itself fail (a missing table, a damaged file).
    public static func fetch(
        _ db: Database, sql: String, arguments: StatementArguments = StatementArguments(),
        read: (Row) throws -> Value
    ) throws -> ReadableRows<Value> {
        var rows = ReadableRows(values: [], unreadable: [])
        let cursor = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        while let row = try cursor.next() {
            do {
                rows.values.append(try read(row))
            } catch {
                let rowID = try? row.decode(Int64?.self, forColumn: "rowid")
                rows.unreadable.append(UnreadableRow(rowID: rowID ?? nil, reason: "\(error)"))
            }
        }
        return rows
    }
}

/// A row that could not be read: its `rowid` (when the query selected it) and why.
public struct UnreadableRow: Equatable, Sendable, CustomStringConvertible {
    public var rowID: Int64?
    public var reason: String

    public init(rowID: Int64?, reason: String) {
        self.rowID = rowID
        self.reason = reason
    }

    public var description: String {
        "row \(rowID.map(String.init) ?? "?"): \(reason)"
    }
}

extension ReadableRows: Sendable where Value: Sendable {}
