import AccountData
import FeatureContracts
import Foundation
import Networking
import Persistence

/// The account feature's data layer on a fake backend, wired as the app wires it: the session's
/// token added by Networking to requests to the backend, refreshed once on a 401.
public struct FakeAccountBackendWorld: Sendable {
    public let backend: FakeAccountBackend
    public let transport: BearerAuthorizingTransport
    public let tokens: LateBearerTokens
    public let keeper: RecordingAccountBoundData

    public init(backend: FakeAccountBackend = FakeAccountBackend()) {
        self.backend = backend
        tokens = LateBearerTokens()
        transport = BearerAuthorizingTransport(base: backend, backend: FakeAccountBackend.address, tokens: tokens)
        keeper = RecordingAccountBoundData()
    }

    /// A client of the fake backend, waiting nothing between tries.
    public func client(baseURL: URL? = FakeAccountBackend.address) -> AccountBackendClient {
        AccountBackendClient(baseURL: baseURL, transport: transport, retryWait: { _ in })
    }
}
