import Foundation

/// Finds the app language a POSIX locale setting asks for: `es_ES.UTF-8` is
/// Spanish, `pt_BR` Portuguese, `zh_CN` Simplified Chinese; `C`, `POSIX`,
/// ill-formed values and languages the app lacks match none.
public enum LocaleLanguageMatcher {
    /// The language of messages the environment asks for, following POSIX
    /// precedence (`LC_ALL`, then `LC_MESSAGES`, then `LANG`; empty and
    /// ill-formed values skipped), among `languages`.
    public static func messagesLanguage(
        in environment: [String: String], among languages: [AppLanguage] = SupportedAppLanguages.all
    ) -> AppLanguage? {
        messagesLocaleName(in: environment).flatMap { appLanguage(forLocaleName: $0, among: languages) }
    }

    /// The locale name in effect for messages, or `nil` when none is set.
    public static func messagesLocaleName(in environment: [String: String]) -> String? {
        let usable = LocaleEnvironment.sanitized(environment)
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = usable[name], !value.isEmpty { return value }
        }
        return nil
    }

    /// The app language among `languages` that `name` (`es_ES.UTF-8`) asks for.
    public static func appLanguage(forLocaleName name: String, among languages: [AppLanguage]) -> AppLanguage? {
        guard LocaleEnvironment.isWellFormedLocaleName(name) else { return nil }
        let withoutEncoding = name.split(separator: ".").first.map(String.init) ?? name
        let base = withoutEncoding.split(separator: "@").first.map(String.init) ?? withoutEncoding
        guard !base.isEmpty, base != "C", base != "POSIX" else { return nil }
        if let exact = languages.first(where: { $0.code.caseInsensitiveCompare(base) == .orderedSame }) {
            return exact
        }
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { String($0) }
        guard let language = parts.first?.lowercased() else { return nil }
        let wanted = language == "zh" ? chineseCode(parts.dropFirst()) : language
        guard let wanted else { return nil }
        return languages.first { $0.code.caseInsensitiveCompare(wanted) == .orderedSame }
    }

    /// `zh-Hans` for Simplified script or regions that use it, `zh-Hant` for Traditional
    /// (`zh_TW`, `zh_HK`, `zh_Hant`); an explicit script wins over the region.
    private static func chineseCode(_ qualifiers: ArraySlice<String>) -> String? {
        let simplified: Set<String> = ["hans", "cn", "sg", "my"]
        let traditional: Set<String> = ["hant", "tw", "hk", "mo"]
        let lowered = Set(qualifiers.map { $0.lowercased() })
        if lowered.contains("hans") { return "zh-Hans" }
        if lowered.contains("hant") { return "zh-Hant" }
        if !lowered.isDisjoint(with: traditional) { return "zh-Hant" }
        if lowered.isEmpty || !lowered.isDisjoint(with: simplified) { return "zh-Hans" }
        return nil
    }
}
