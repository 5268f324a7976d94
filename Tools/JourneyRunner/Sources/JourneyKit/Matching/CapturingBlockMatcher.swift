/// An expected line compiled for matching.
enum CompiledPattern: Sendable {
    case line(InlinePattern)
    case anyLines
}

/// Matches a block whose lines use inline patterns: lines in order, `...` standing for the
/// fewest lines that let the rest match, each line's captures seen by the lines after it.
///
/// A search over (pattern, line, captures so far), each state tried once.
struct CapturingBlockMatcher {
    let patterns: [CompiledPattern]
    let lines: [String]

    private struct State: Hashable {
        let pattern: Int
        let line: Int
        let captures: [String: String]
    }

    func match(captures: [String: String]) throws(UnknownCaptureName) -> [String: String]? {
        var failed: Set<State> = []
        var unknown: UnknownCaptureName?
        if let found = search(0, 0, captures, failed: &failed, unknown: &unknown) { return found }
        if let unknown { throw unknown }
        return nil
    }

    private func search(
        _ i: Int, _ j: Int, _ captures: [String: String], failed: inout Set<State>, unknown: inout UnknownCaptureName?
    ) -> [String: String]? {
        guard i < patterns.count else { return j == lines.count ? captures : nil }
        let state = State(pattern: i, line: j, captures: captures)
        if failed.contains(state) { return nil }
        switch patterns[i] {
        case .anyLines:
            for next in j...lines.count {
                if let found = search(i + 1, next, captures, failed: &failed, unknown: &unknown) { return found }
            }
        case .line(let line):
            if j < lines.count {
                do {
                    if let kept = try line.match(lines[j], captures: captures),
                        let found = search(i + 1, j + 1, kept, failed: &failed, unknown: &unknown)
                    {
                        return found
                    }
                } catch {
                    unknown = unknown ?? error
                }
            }
        }
        failed.insert(state)
        return nil
    }
}
