import Foundation

/// Reads a server's address given on the command line or in the environment (`--contacts-url`,
/// `CONTENT_URL`, `--backend` …): one rule for every feature and the host.
public enum ServiceEndpoint {
    /// The URL when `text` is an absolute http or https URL with a host; nil otherwise.
    public static func url(from text: String) -> URL? {
        guard let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
            components.host?.isEmpty == false
        else { return nil }
        return components.url
    }
}
