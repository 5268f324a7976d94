import Foundation

/// Where a request goes, as far as trusting it with a token is concerned: scheme, host and
/// port (the scheme's own when none is written), compared without case, and the path the
/// backend's address starts with. A token goes only where all of them match.
struct RequestOrigin: Equatable, Sendable {
    let scheme: String
    let host: String
    let port: Int
    /// The path every request to the backend starts with (`/` for its root).
    let pathPrefix: String

    init?(_ url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = components.host?.lowercased(), !host.isEmpty
        else { return nil }
        self.scheme = scheme
        self.host = host
        port = components.port ?? (scheme == "https" ? 443 : 80)
        let path = components.percentEncodedPath
        pathPrefix = path.hasSuffix("/") ? path : path + "/"
    }

    /// Whether `url` is at this origin, under its path: the same scheme, host and port, and a
    /// path that starts with the backend's (a user name or password in `url` is never trusted).
    func contains(_ url: URL) -> Bool {
        guard let other = RequestOrigin(url), other.scheme == scheme, other.host == host, other.port == port,
            URLComponents(url: url, resolvingAgainstBaseURL: true).map({ $0.user == nil && $0.password == nil }) ?? false
        else { return false }
        return pathPrefix == "/" || other.pathPrefix.hasPrefix(pathPrefix)
    }
}
