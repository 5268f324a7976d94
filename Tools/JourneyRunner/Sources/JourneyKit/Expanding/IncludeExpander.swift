import Foundation

/// Expands `> include FILE` lines: each is replaced, in place, by the lines of the part it
/// names (a path relative to the file the line stands in), parts inside parts too. A part is a
/// journey's body only: commands, their expectations and comments, no headers of its own. A part
/// that includes itself, directly or not, is refused with the chain of files.
enum IncludeExpander {
    static let keyword = "include"

    /// `lines` of the file at `url` with every include expanded.
    static func expand(_ lines: [SourceLine], of url: URL?) throws(JourneyFileError) -> [SourceLine] {
        try expand(lines, of: url, chain: url.map { [$0.standardizedFileURL.path] } ?? [], includedAt: nil)
    }

    private static func expand(_ lines: [SourceLine], of url: URL?, chain: [String], includedAt: Int?)
        throws(JourneyFileError) -> [SourceLine]
    {
        var expanded: [SourceLine] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard let path = includedPath(in: line.text) else {
                expanded.append(line)
                continue
            }
            while index < lines.count, JourneyLine.command(in: lines[index].text) == nil {
                guard JourneyLine.isTrivia(lines[index].text) else {
                    throw lines[index].error("\"> include\" has no output of its own: what the part expects is in the part")
                }
                expanded.append(lines[index])
                index += 1
            }
            guard !path.isEmpty else {
                throw line.error("\"> include\" takes one file's path, relative to the file it stands in")
            }
            guard let url else { throw line.error("\"> include \(path)\": a journey made in memory cannot include files") }
            let part = URL(fileURLWithPath: path, relativeTo: url.deletingLastPathComponent()).standardizedFileURL
            let partName = displayName(of: path, besides: line.file)
            guard !chain.contains(part.path) else {
                let names = (chain + [part.path]).map { URL(fileURLWithPath: $0).lastPathComponent }
                throw line.error("\"> include \(path)\" includes itself: \(names.joined(separator: " → "))")
            }
            guard FileManager.default.fileExists(atPath: part.path) else {
                throw line.error("\"> include \(path)\": no such file (\(part.path))")
            }
            let partLines = SourceLine.lines(of: try JourneySource.text(of: part, name: partName), file: partName)
                .map { SourceLine(text: $0.text, file: $0.file, number: $0.number, includedAt: includedAt ?? line.number) }
            try checkNoHeaders(partLines)
            expanded += try expand(partLines, of: part, chain: chain + [part.path], includedAt: includedAt ?? line.number)
        }
        return expanded
    }

    /// The path an `> include PATH` line names, "" when it names none; nil for other lines.
    static func includedPath(in line: String) -> String? {
        guard let command = JourneyLine.command(in: line) else { return nil }
        let words = command.split(separator: " ", maxSplits: 1)
        guard words.first == Substring(keyword) else { return nil }
        return words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
    }

    private static func checkNoHeaders(_ lines: [SourceLine]) throws(JourneyFileError) {
        for line in lines {
            if JourneyLine.command(in: line.text) != nil { return }
            if let (key, _) = JourneyWorld.header(in: line.text) {
                throw line.error("a part has no headers of its own: \"# \(key):\" belongs in the journey that includes it")
            }
        }
    }

    /// How a part is named in reports: its path beside the including file's name.
    private static func displayName(of path: String, besides file: String) -> String {
        let folder = (file as NSString).deletingLastPathComponent
        let joined = folder.isEmpty ? path : (folder as NSString).appendingPathComponent(path)
        var parts: [String] = []
        for component in joined.split(separator: "/", omittingEmptySubsequences: false).map(String.init) {
            if component == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
            } else if component != "." {
                parts.append(component)
            }
        }
        return parts.joined(separator: "/")
    }
}
