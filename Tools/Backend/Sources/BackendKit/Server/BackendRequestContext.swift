import Hummingbird
import NIOCore

/// What the adapter keeps of each connection: its channel, to close or reset it when a fault says so
/// and to tell loopback peers from others.
public struct BackendRequestContext: InitializableFromSource {
    let channel: any Channel

    public init(source: ApplicationRequestContextSource) {
        channel = source.channel
    }

    /// Whether the peer's address is a loopback one.
    var peerIsLoopback: Bool {
        channel.remoteAddress?.ipAddress.map(PeerAddress.isLoopback) ?? false
    }
}
