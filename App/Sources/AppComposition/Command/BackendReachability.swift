import FeatureKit
import Foundation
import Networking

/// Whether the backend an environment points at answers at all: checked once at launch, so
/// that a backend that is not running is said once, in words, rather than only as each
/// feature's "cannot reach" later. Any HTTP answer counts; only no answer does not.
enum BackendReachability {
    /// How long the one request may take: a backend on this machine answers at once.
    static let timeout: Duration = .seconds(3)

    /// The backend's base URL when `services` points at one that does not answer; else nil.
    static func unreachableBackend(in services: ServiceEnvironment, transport: any HTTPTransport) async -> URL? {
        guard case .backend(let baseURL) = services else { return nil }
        let fetcher = TransportFetcher(transport: transport, timeout: timeout, maxBodyBytes: 64 * 1024)
        do {
            _ = try await fetcher.fetch(HTTPRequest(url: baseURL))
            return nil
        } catch {
            return baseURL
        }
    }
}
