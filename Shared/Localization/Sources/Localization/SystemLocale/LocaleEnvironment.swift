#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The POSIX locale settings of the process environment (`LANG`, `LC_ALL`,
/// `LC_MESSAGES` …), checked before Foundation or ICU reads them.
///
/// ICU takes its default locale from these variables and crashes on some
/// values a person can type (a language part of twelve or more letters, for
/// one). A value that is not a well-formed locale name is treated as unset, so
/// the app falls back to the next setting and in the end to English.
public enum LocaleEnvironment {
    /// The variables a locale name is read from: the ones that choose the
    /// language of messages, then the other categories ICU or Foundation may read.
    public static let localeVariables = [
        "LC_ALL", "LC_MESSAGES", "LANG", "LC_CTYPE", "LC_COLLATE", "LC_NUMERIC", "LC_TIME", "LC_MONETARY",
    ]
    /// GNU gettext's list of languages in order of preference, `fr:en`.
    public static let languageListVariable = "LANGUAGE"

    /// The most characters a locale name may have.
    static let maximumLength = 64

    /// Whether `value` is a locale name: `C`, `POSIX`, `C.UTF-8`, or
    /// `language[_territory][.codeset][@modifier]` where the language is two
    /// or three ASCII letters (`es_ES.UTF-8`, `zh_Hans_CN`, `sr_RS@latin`,
    /// `pt-BR`). Paths, long words and anything else are not.
    public static func isWellFormedLocaleName(_ value: String) -> Bool {
        guard !value.isEmpty, value.utf8.count <= maximumLength, value.allSatisfy(\.isASCII) else { return false }
        var rest = Substring(value)
        if let at = rest.firstIndex(of: "@") {
            guard isToken(rest[rest.index(after: at)...], allowing: []) else { return false }
            rest = rest[..<at]
        }
        if let dot = rest.firstIndex(of: ".") {
            guard isToken(rest[rest.index(after: dot)...], allowing: ["-", "_"]) else { return false }
            rest = rest[..<dot]
        }
        if rest == "C" || rest == "POSIX" { return true }
        let parts = rest.split(separator: "_", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "-", omittingEmptySubsequences: false) }
        guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy(\.isLetter) else {
            return false
        }
        let qualifiers = parts.dropFirst()
        return qualifiers.count <= 3
            && qualifiers.allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isLetter || $0.isNumber } }
    }

    /// Whether `value` is a `LANGUAGE` list: locale names separated by colons.
    public static func isWellFormedLanguageList(_ value: String) -> Bool {
        guard value.utf8.count <= maximumLength * 4 else { return false }
        return value.split(separator: ":", omittingEmptySubsequences: true).allSatisfy { isWellFormedLocaleName(String($0)) }
    }

    /// The names of the locale variables in `environment` whose values are not
    /// well formed. Empty values count as unset and are left alone.
    public static func illFormedVariables(in environment: [String: String]) -> [String] {
        var names: [String] = []
        for name in localeVariables {
            if let value = environment[name], !value.isEmpty, !isWellFormedLocaleName(value) { names.append(name) }
        }
        if let list = environment[languageListVariable], !list.isEmpty, !isWellFormedLanguageList(list) {
            names.append(languageListVariable)
        }
        return names
    }

    /// `environment` without its ill-formed locale variables.
    public static func sanitized(_ environment: [String: String]) -> [String: String] {
        var environment = environment
        for name in illFormedVariables(in: environment) {
            environment[name] = nil
        }
        return environment
    }

    /// Removes the ill-formed locale variables from this process's environment.
    /// Call it first thing in `main`, before anything asks Foundation for a locale.
    /// Returns the names removed.
    @discardableResult
    public static func sanitizeProcessEnvironment() -> [String] {
        var current: [String: String] = [:]
        for name in localeVariables + [languageListVariable] {
            if let value = getenv(name) {
                current[name] = String(cString: value)
            }
        }
        let removed = illFormedVariables(in: current)
        for name in removed {
            unsetenv(name)
        }
        return removed
    }

    private static func isToken(_ text: Substring, allowing extra: Set<Character>) -> Bool {
        (1...32).contains(text.count) && text.allSatisfy { $0.isLetter || $0.isNumber || extra.contains($0) }
    }
}
