import Configuration

/// What is wrong in a config file beyond its syntax: keys the app does not know (with the
/// known key meant, when one is a slip away) and values of the wrong kind, each at its line.
enum SettingsFileCheck {
    static func unknownKeys(in outline: SettingsFileOutline, known keys: [SettingKey], place: String) -> [SettingsProblem] {
        let names = Set(keys.map(\.name))
        return outline.entries.filter { !names.contains($0.key) }.map { entry in
            var text = "unknown key \(entry.key)"
            if let meant = KeyDistance.closest(to: entry.key, among: keys.map(\.name)) { text += " (did you mean \(meant)?)" }
            return SettingsProblem(place: place, line: entry.line, text: text)
        }
    }

    static func wrongValues(
        in provider: any ConfigProvider, outline: SettingsFileOutline, known keys: [SettingKey], place: String
    ) -> [SettingsProblem] {
        keys.compactMap { key in
            guard let line = outline.line(of: key.name) else { return nil }
            let problem = SettingsProblem(place: place, line: line, text: "\(key.name) \(key.kind.expectation)")
            do {
                let found = try provider.value(forKey: AbsoluteConfigKey(key.components), type: key.kind.configType)
                guard let value = found.value else { return problem }
                return key.kind.accepts(value.content) ? nil : problem
            } catch {
                return problem
            }
        }
    }
}

extension SettingKind {
    /// Whether a value the library read as this kind's type is one this kind takes.
    func accepts(_ content: ConfigContent) -> Bool {
        switch (self, content) {
        case (.choice(let words), .string(let word)): words.contains(word)
        case (.number, .double(let number)): number.isFinite
        default: true
        }
    }
}

/// The known key a mistyped one most likely meant: at most two letters away.
enum KeyDistance {
    static func closest(to key: String, among names: [String]) -> String? {
        let scored = names.map { ($0, distance(Array(key.lowercased()), Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    /// Levenshtein's edit distance.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1]
            for (j, right) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
