/// Where a setting's value came from, highest precedence first: what the debug screen and
/// `about` say beside each value.
public enum SettingSource: Sendable, Hashable, CustomStringConvertible {
    /// A flag on the command line (`--contacts-url`).
    case commandLine
    /// An environment variable (`APP_CONTACTS_URL`, or an older name such as `CONTACTS_URL`).
    case environment(variable: String)
    /// The config file named by `--config`, or `mosaic.json` in the data folder.
    case file(path: String)
    /// The file shipped with the app for the environment (`dev`, `qc`, `prod`).
    case environmentDefaults(environment: String)

    public var description: String {
        switch self {
        case .commandLine: "flag"
        case .environment(let variable): "environment (\(variable))"
        case .file(let path): "file (\(path.split(separator: "/").last.map(String.init) ?? path))"
        case .environmentDefaults(let environment): "\(environment) defaults"
        }
    }
}
