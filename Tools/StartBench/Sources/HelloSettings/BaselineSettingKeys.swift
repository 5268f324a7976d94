import AppSettings

/// The settings the app reads at launch, as the README's table of keys lists them (the app
/// builds the same list from its options and its features' registrations): the same number
/// of keys of the same kinds, so that reading them costs what it costs the app.
enum BaselineSettingKeys {
    static let all: [SettingKey] = appKeys + featureKeys + toggleKeys

    private static let appKeys = [
        SettingKey("env", kind: .text),
        SettingKey("backend.url", kind: .text),
        SettingKey("language", kind: .text),
        SettingKey("log.level", kind: .choice(["trace", "debug", "info", "notice", "warning", "error", "critical"])),
        SettingKey("log.file", kind: .text),
        SettingKey("analytics.log", kind: .text),
        SettingKey("data.dir", kind: .text),
    ]

    private static let featureKeys = [
        SettingKey("contacts.url", kind: .text, legacyEnvironmentVariables: ["CONTACTS_URL"]),
        SettingKey("contacts.nat", kind: .text),
        SettingKey("contacts.gender", kind: .text),
        SettingKey("contacts.cacheMaxAge", kind: .number),
        SettingKey("contacts.count", kind: .integer),
        SettingKey("contacts.timeout", kind: .number),
        SettingKey("products.url", kind: .text, legacyEnvironmentVariables: ["PRODUCTS_URL"]),
        SettingKey("products.file", kind: .text),
        SettingKey("products.cacheMaxAge", kind: .number),
        SettingKey("content.url", kind: .text, legacyEnvironmentVariables: ["CONTENT_URL"]),
        SettingKey("content.timeout", kind: .number),
        SettingKey("tools.onboarding", kind: .onOff),
    ]

    private static let toggleKeys = ["wishlist", "storeServices", "personalizedTools", "dashboardLessons", "learnToShare"]
        .map { SettingKey("toggles.\($0)", kind: .onOff) }
}
