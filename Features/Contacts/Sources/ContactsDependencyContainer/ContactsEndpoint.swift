import Foundation

/// Reads a contacts endpoint given on the command line or in the environment.
public enum ContactsEndpoint {
    /// The URL when it is an absolute http or https URL with a host.
    public static func url(from text: String) -> URL? {
        guard
            let url = URL(string: text),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            url.host?.isEmpty == false
        else { return nil }
        return url
    }
}
