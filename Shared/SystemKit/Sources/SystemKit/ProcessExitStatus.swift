/// The exit statuses the app (and each feature's demo) ends with, besides 0
/// for a session that ran to its end and 1 for a script stopped by `--strict`.
/// Documented for people in the README.
public enum ProcessExitStatus {
    /// The command line was wrong (swift-argument-parser's own status).
    public static let usage: Int32 = 64
    /// The script could not be read: missing, a folder, unreadable (EX_NOINPUT).
    public static let scriptUnreadable: Int32 = 66
    /// The data folder or database cannot be used: not a database, read-only,
    /// not a folder, a symbolic link, in use too long (EX_CANTCREAT).
    public static let dataLocationUnusable: Int32 = 73
    /// Standard output cannot be written: closed, a full disk (EX_IOERR).
    public static let outputUnwritable: Int32 = 74
    /// The reader of standard output went away (a closed pipe): the status a
    /// process killed by SIGPIPE gets in a shell, without a message.
    public static let readerClosed: Int32 = 141
}
