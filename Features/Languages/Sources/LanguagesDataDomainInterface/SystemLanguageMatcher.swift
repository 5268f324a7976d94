import Foundation
import Localization

/// Finds the app language a POSIX locale setting asks for: `es_ES.UTF-8` is
/// Spanish, `pt_BR` Portuguese, `zh_CN` Simplified Chinese; `C`, `POSIX` and
/// languages the app lacks match none.
enum SystemLanguageMatcher {
    static func appLanguage(forLocaleIdentifier identifier: String, among languages: [AppLanguage]) -> AppLanguage? {
        let withoutEncoding = identifier.split(separator: ".").first.map(String.init) ?? identifier
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

    /// `zh-Hans` for Simplified script or regions that use it; `nil` for Traditional.
    private static func chineseCode(_ qualifiers: ArraySlice<String>) -> String? {
        let simplified: Set<String> = ["hans", "cn", "sg", "my"]
        let traditional: Set<String> = ["hant", "tw", "hk", "mo"]
        let lowered = Set(qualifiers.map { $0.lowercased() })
        if !lowered.isDisjoint(with: traditional) && lowered.isDisjoint(with: ["hans"]) { return nil }
        if lowered.isEmpty || !lowered.isDisjoint(with: simplified) { return "zh-Hans" }
        return nil
    }
}
