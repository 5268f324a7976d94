/// The app's version, for `about` and for any feature that shows it (GodTools' menu).
public enum AppRelease {
    public static let version = "0.1.0"
}
