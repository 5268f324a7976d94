/// The config file `hello-settings` is given: a few of the app's settings in the nested JSON form
/// the app's own files use (`Environments/dev.json`), one of each kind a person would set.
public enum SettingsBaselineConfig {
    /// The keys the file sets, as dotted names.
    public static let keys = ["backend.url", "language", "toggles.wishlist", "toggles.learnToShare"]

    public static let text = """
        {
          "backend": { "url": "http://127.0.0.1:8080" },
          "language": "en",
          "toggles": { "wishlist": false, "learnToShare": true }
        }

        """
}
