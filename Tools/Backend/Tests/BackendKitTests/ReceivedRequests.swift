import Foundation

/// The answer of `GET /_backend/requests`, decoded.
struct ReceivedRequests: Decodable, Equatable {
    struct Request: Decodable, Equatable {
        let seq: Int
        let method: String
        let path: String
        let body: String
        let bodyTruncated: Bool
    }

    let requests: [Request]
    let last: Int
}

extension ReceivedRequests {
    /// `text` decoded; throws when it is not the answer's shape.
    init(text: String) throws {
        self = try JSONDecoder().decode(Self.self, from: Data(text.utf8))
    }
}
