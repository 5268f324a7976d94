import GraphQL
import SystemKit

/// The documents the engine has parsed and found valid against the schema, by their text: the
/// schema never changes while the backend runs, so a text valid once is valid again, and a
/// client that sends the same query each time (as the app does) is parsed and validated once.
/// Bounded: at most `capacity` texts of at most `longestText` characters; when full, the texts
/// least recently asked for make room.
final class ValidatedDocuments: Sendable {
    static let capacity = 64
    static let longestText = 32_768

    private struct Entry {
        let document: Document
        var lastAsked: UInt64
    }

    private let schema: GraphQLSchema
    private let entries = LockedState<(byText: [String: Entry], asks: UInt64)>(([:], 0))

    init(schema: GraphQLSchema) {
        self.schema = schema
    }

    /// The document of `text`, parsed and validated by the engine; `nil` when it does not parse
    /// or is not valid (the engine answers those with its errors).
    func document(_ text: String) -> Document? {
        if let known = entries.withLock({ state -> Document? in
            state.asks += 1
            state.byText[text]?.lastAsked = state.asks
            return state.byText[text]?.document
        }) {
            return known
        }
        guard let document = try? parse(source: Source(body: text, name: "GraphQL request")),
            validate(schema: schema, ast: document).isEmpty
        else { return nil }
        guard text.utf8.count <= Self.longestText else { return document }
        entries.withLock { state in
            if state.byText.count >= Self.capacity,
                let oldest = state.byText.min(by: { $0.value.lastAsked < $1.value.lastAsked })?.key
            {
                state.byText[oldest] = nil
            }
            state.byText[text] = Entry(document: document, lastAsked: state.asks)
        }
        return document
    }

    /// The texts kept.
    var texts: Set<String> {
        entries.withLock { Set($0.byText.keys) }
    }
}
