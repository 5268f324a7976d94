import FeatureKit
import Foundation
import Networking

/// Where the account feature's backend is and what carries its requests: the backend the app
/// is pointed at (`--backend`, `--env dev|qc`), through the host's transport (which adds the
/// session's token); none with the bundled data or the public services, which hold no accounts.
public struct AccountBackend: Sendable {
    public let baseURL: URL?
    public let transport: any HTTPTransport

    public init(baseURL: URL?, transport: any HTTPTransport) {
        self.baseURL = baseURL
        self.transport = transport
    }

    /// The backend of `environment`'s services, through its transport.
    public static func of(_ environment: FeatureEnvironment) -> AccountBackend {
        AccountBackend(baseURL: environment.services.backendURL(path: ""), transport: environment.httpTransport)
    }
}
