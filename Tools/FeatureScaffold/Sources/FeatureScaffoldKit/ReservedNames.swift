/// Names a new feature must not take.
enum ReservedNames {
    /// Swift's keywords, lower case (a feature name is refused whatever its case).
    static let swiftKeywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue",
        "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
        "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
        "nonisolated", "open", "operator", "private", "precedencegroup", "protocol", "public", "repeat",
        "rethrows", "return", "self", "some", "static", "struct", "subscript", "super", "switch", "throw",
        "throws", "true", "try", "type", "typealias", "var", "where", "while",
    ]

    /// Modules of the toolchain and of the libraries the features use.
    static let modules: [String] = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "Dispatch", "Glibc", "Musl", "Darwin", "Observation", "Synchronization", "Testing", "XCTest",
        "GRDB", "Logging", "ArgumentParser", "NIO", "AsyncHTTPClient", "Subprocess",
        "AppCore", "FeatureKit", "FeatureHost", "Localization", "Navigation", "Networking", "Persistence", "ReplHost", "ReplKit",
        "TestSupport", "AppComposition", "Mosaic",
    ]

    /// Words the REPL already answers to on every screen (REPL.md).
    static let commands: Set<String> = [
        "help", "back", "home", "where", "quit", "exit", "open", "bag", "wishlist", "favorites", "lessons",
    ]
}
