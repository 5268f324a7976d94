import Foundation

/// Where the features' remote sources point when a feature's own flag or variable
/// (`--contacts-url`, `CONTENT_URL` …) does not say: chosen by the host from `--env`
/// and `--backend`. Each feature knows its own path on a backend and its public service.
public enum ServiceEnvironment: Sendable, Equatable {
    /// No server at all: every feature works on the data bundled with it (no `--env`).
    case embedded
    /// One server that speaks all the features' protocols, at `baseURL` (the local backend:
    /// randomuser.me under `/api/`, Alfie's GraphQL at `/graphql`, the GodTools content API at
    /// its root).
    case backend(baseURL: URL)
    /// The real public services where one exists (randomuser.me, GodTools' content API); a
    /// feature whose service is not public keeps its bundled data.
    case publicServices

    /// `path` under the backend's base URL (the base itself for an empty path), or nil when the
    /// environment has no backend.
    public func backendURL(path: String) -> URL? {
        guard case .backend(let baseURL) = self else { return nil }
        guard !path.isEmpty else { return baseURL }
        let base = baseURL.absoluteString.hasSuffix("/") ? baseURL : baseURL.appendingPathComponent("")
        return URL(string: path, relativeTo: base)?.absoluteURL
    }

    /// A feature's address here: `backendPath` under a backend, `publicService` among the public
    /// services (nil when the feature has none), nil with the bundled data.
    public func url(backendPath: String, publicService: URL?) -> URL? {
        switch self {
        case .embedded: nil
        case .backend: backendURL(path: backendPath)
        case .publicServices: publicService
        }
    }
}
