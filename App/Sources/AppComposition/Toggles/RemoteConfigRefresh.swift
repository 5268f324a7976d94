import FeatureKit
import Foundation
import Logging
import Networking

/// Fetches the backend's remote config (`GET /config`) after launch, without holding up the first
/// prompt, and keeps it for the next launch. A backend that does not answer, or answers with no
/// config, changes nothing: the last config kept goes on being used.
enum RemoteConfigRefresh {
    static let timeout: Duration = .seconds(5)
    private static let logger = Logger(label: "app.remote-config")

    /// The config the backend `services` point at serves, written into `folder`; nothing when
    /// there is no backend, no folder (`--in-memory`), or no config to be had.
    static func refresh(services: ServiceEnvironment, transport: any HTTPTransport, folder: URL?, now: Date) async {
        guard case .backend(let baseURL) = services, let folder else { return }
        let fetcher = TransportFetcher(transport: transport, timeout: timeout, maxBodyBytes: 256 * 1024)
        do {
            let response = try await fetcher.fetch(HTTPRequest(url: baseURL.appendingPathComponent("config")))
            guard response.status == 200, let toggles = toggles(in: response.body) else {
                logger.info("no remote config", metadata: ["status": "\(response.status)"])
                return
            }
            try RemoteConfigFile(toggles: toggles, fetchedAt: now).write(in: folder)
        } catch {
            logger.info("the remote config could not be fetched", metadata: ["reason": "\(error)"])
        }
    }

    /// The toggles of a config `{"toggles": {"wishlist": false}}`; nil when the body is none. Names
    /// the app does not know are kept (a newer server's) and ignored when applied.
    static func toggles(in body: Data) -> [String: Bool]? {
        struct Document: Decodable { let toggles: [String: Bool]? }
        guard let document = try? JSONDecoder().decode(Document.self, from: body) else { return nil }
        return document.toggles ?? [:]
    }
}
