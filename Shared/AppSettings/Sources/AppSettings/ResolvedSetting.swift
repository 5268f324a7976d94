/// A setting's value as the app will use it, written as it would be typed after its flag
/// (`3600`, `true`, `http://127.0.0.1:8080`), and where it came from.
public struct ResolvedSetting: Sendable, Hashable {
    public let key: SettingKey
    public let text: String
    public let source: SettingSource

    public init(key: SettingKey, text: String, source: SettingSource) {
        self.key = key
        self.text = text
        self.source = source
    }
}
