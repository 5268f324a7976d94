import AppCore

/// The app's version and the name of its data folder.
public enum AppVersion {
    public static let current = AppRelease.version
    /// The folder under `$XDG_DATA_HOME` that holds the database and history.
    public static let dataFolderName = "mosaic"
}
