/// One view accepted by `POST /views`.
public struct AcceptedView: Sendable, Equatable {
    public let resourceId: String
    public let quantity: Int
}

/// The views posted to `POST /views`, read back at `/_backend/views`.
public typealias ViewLog = BoundedLog<AcceptedView>

extension BoundedLog where Entry == AcceptedView {
    public typealias View = AcceptedView
}
