import Foundation

/// A language the app's interface is translated into, named by its BCP 47 code.
public struct AppLanguage: Hashable, Sendable, CustomStringConvertible {
    /// BCP 47 code as used by the string tables, for example `es` or `zh-Hans`.
    public let code: String
    public let direction: TextDirection

    public init(code: String, direction: TextDirection) {
        self.code = code
        self.direction = direction
    }

    /// The Foundation locale for formatting and collation in this language: its own, or
    /// a related one where the toolchain's locale data lacks it (``AppLanguageLocale``).
    public var locale: Locale { AppLanguageLocale.locale(forCode: code) }

    public var description: String { code }
}
