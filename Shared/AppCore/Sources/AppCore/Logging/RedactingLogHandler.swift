import Logging

/// Wraps the app's log handlers so that no URL secret or credential is written at any level:
/// every URL in a record's message and metadata (strings, lists, dictionaries, values described
/// as text) is redacted by `URLRedaction`, and every bearer token, access or refresh token and
/// password by `CredentialRedaction`, before the wrapped handler sees it.
struct RedactingLogHandler: LogHandler {
    private var wrapped: any LogHandler

    init(_ wrapped: any LogHandler) {
        self.wrapped = wrapped
    }

    var logLevel: Logger.Level {
        get { wrapped.logLevel }
        set { wrapped.logLevel = newValue }
    }

    var metadata: Logger.Metadata {
        get { wrapped.metadata }
        set { wrapped.metadata = newValue.mapValues(Self.redacted) }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { wrapped[metadataKey: key] }
        set { wrapped[metadataKey: key] = newValue.map(Self.redacted) }
    }

    func log(event: LogEvent) {
        var event = event
        event.message = Logger.Message(stringLiteral: Self.redacted(event.message.description))
        event.metadata = event.metadata?.mapValues(Self.redacted)
        if let error = event.error {
            // An error's description may name a URL too: it is written as redacted metadata.
            event.metadata = (event.metadata ?? [:]).merging(["error": Self.redacted(.string("\(error)"))]) { _, new in new }
            event.error = nil
        }
        wrapped.log(event: event)
    }

    private static func redacted(_ text: String) -> String {
        CredentialRedaction.redactingCredentials(in: URLRedaction.redactingURLs(in: text))
    }

    private static func redacted(_ value: Logger.Metadata.Value) -> Logger.Metadata.Value {
        switch value {
        case .string(let text):
            return .string(redacted(text))
        case .stringConvertible(let convertible):
            return .string(redacted(convertible.description))
        case .array(let values):
            return .array(values.map(redacted))
        case .dictionary(let values):
            return .dictionary(values.mapValues(redacted))
        }
    }
}
