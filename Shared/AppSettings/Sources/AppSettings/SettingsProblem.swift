/// Something wrong with a setting's source, said in words with the file and line where it is
/// (`mosaic.json line 4: unknown key contacts.ur`); the app says it and goes on without it.
public struct SettingsProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or variable the problem is in (`mosaic.json`, `APP_CONTACTS_COUNT`).
    public let place: String
    /// The line in ``place``, counted from 1, when it is a file and the line is known.
    public let line: Int?
    /// What is wrong: `unknown key contacts.ur`.
    public let text: String

    public init(place: String, line: Int? = nil, text: String) {
        self.place = place
        self.line = line
        self.text = text
    }

    public var description: String {
        if let line { return "\(place) line \(line): \(text)" }
        return "\(place): \(text)"
    }
}
