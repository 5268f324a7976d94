import Foundation
import Synchronization

/// The remote config `GET /config` serves — the toggles the app flips without a release, as the
/// seeds' Firebase Remote Config does: `{"toggles": {"wishlist": false}}`. Given at start
/// (`--remote-config FILE`) or replaced while running (`POST /_backend/config`), kept as the
/// JSON object it was given.
public final class RemoteConfigState: Sendable {
    /// What a backend serves when nobody gave it a config: no toggle changed.
    public static let emptyDocument = #"{"toggles":{}}"#

    private let document: Mutex<[UInt8]>

    /// No toggle changed.
    public init() {
        document = Mutex(Array(Self.emptyDocument.utf8))
    }

    /// The config `text`, which must be a JSON object; throws the sentence saying what is wrong.
    public init(text: String) throws(RemoteConfigError) {
        document = Mutex(try Self.checked(Array(text.utf8)))
    }

    public var bytes: [UInt8] {
        document.withLock { $0 }
    }

    /// Puts `bytes` in force; throws and keeps the old config when they are not a JSON object.
    public func replace(with bytes: [UInt8]) throws(RemoteConfigError) {
        let checked = try Self.checked(bytes)
        document.withLock { $0 = checked }
    }

    private static func checked(_ bytes: [UInt8]) throws(RemoteConfigError) -> [UInt8] {
        do {
            _ = try JSONDecoder().decode(Document.self, from: Data(bytes))
        } catch DecodingError.typeMismatch(_, let context) where !context.codingPath.isEmpty {
            throw RemoteConfigError("\"toggles\" maps each toggle's name to true or false")
        } catch {
            throw RemoteConfigError("a remote config is one JSON object, such as {\"toggles\": {\"wishlist\": false}}")
        }
        return bytes
    }

    /// What is checked of a config: it is an object, and its toggles are true or false.
    private struct Document: Decodable {
        let toggles: [String: Bool]?
    }
}

/// A remote config that is not one, said in words.
public struct RemoteConfigError: Error, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
