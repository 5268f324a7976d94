import AppSettings
import FeatureKit
import Logging

/// Every setting the app reads, with its key and flag: the app's own (`env`, `backend.url`,
/// `log.level` …) and each registered feature's options, keyed by the feature's flag prefix
/// (`--contacts-cache-max-age` → `contacts.cacheMaxAge`). The README's table of keys is this list.
enum AppSettingFlags {
    /// The app's options that are settings, by option name, with their keys and kinds.
    private static let appKeys: [String: SettingKey] = [
        "env": SettingKey("env", kind: .text),
        "backend": SettingKey("backend.url", kind: .text),
        "language": SettingKey("language", kind: .text),
        "log-level": SettingKey("log.level", kind: .choice(Logger.Level.allCases.map(\.rawValue))),
        "log-file": SettingKey("log.file", kind: .text),
        "analytics-log": SettingKey("analytics.log", kind: .text),
        "data-dir": SettingKey("data.dir", kind: .text),
    ]

    /// The older variables that set a feature's source before `APP_…` did.
    private static let legacyVariables: Set<String> = ["CONTACTS_URL", "PRODUCTS_URL", "CONTENT_URL"]

    static var all: [SettingFlag] {
        let appFlags = AppCommand.commandLineOptions.compactMap { option in
            appKeys[option.name].map { SettingFlag(key: $0, option: option) }
        }
        return appFlags + RegisteredFeatures.all.flatMap { featureFlags(of: $0) }
    }

    static var keys: [SettingKey] { all.map(\.key) }

    /// The setting of a feature's source address — its option that takes a URL (`--contacts-url`,
    /// setting `contacts.url`) — or nil for a feature with none.
    static func sourceURLFlag<Feature: FeatureRegistration>(of feature: Feature.Type) -> SettingFlag? {
        featureFlags(of: feature).first { $0.option.kind == .value(valueName: "url") }
    }

    private static func featureFlags<Feature: FeatureRegistration>(of feature: Feature.Type) -> [SettingFlag] {
        Feature.Options.commandLineOptions.map { option in
            SettingFlag(key: key(for: option, prefixes: Feature.Options.flagPrefixes, featureName: Feature.name), option: option)
        }
    }

    /// `contacts-cache-max-age` under the prefix `--contacts-` → `contacts.cacheMaxAge`; an option that is
    /// its whole prefix (`--onboarding`) goes under the feature's name (`tools.onboarding`).
    static func key(for option: CommandLineOption, prefixes: [String], featureName: String) -> SettingKey {
        let kind = kind(of: option)
        let variable = option.name.uppercased().replacingOccurrences(of: "-", with: "_")
        let legacy = legacyVariables.contains(variable) ? [variable] : []
        for prefix in prefixes where prefix.hasSuffix("-") {
            let section = String(prefix.dropFirst(2).dropLast())
            guard option.name.hasPrefix(section + "-") else { continue }
            let rest = String(option.name.dropFirst(section.count + 1))
            return SettingKey("\(section).\(lowerCamelCase(rest))", kind: kind, legacyEnvironmentVariables: legacy)
        }
        return SettingKey("\(featureName).\(lowerCamelCase(option.name))", kind: kind, legacyEnvironmentVariables: legacy)
    }

    private static func kind(of option: CommandLineOption) -> SettingKind {
        switch option.kind {
        case .flag: .onOff
        case .value("seconds"): .number
        case .value("count"): .integer
        case .value: .text
        }
    }

    private static func lowerCamelCase(_ words: String) -> String {
        let parts = words.split(separator: "-")
        guard let first = parts.first else { return words }
        return ([first.lowercased()] + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined()
    }
}
