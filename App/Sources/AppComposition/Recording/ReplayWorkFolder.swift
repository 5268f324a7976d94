import Foundation

/// The folder the replay runs in, laid out as the journey runner lays out a journey's: an empty
/// `data` folder, an `xdg-data` folder, and the replay's standard error beside them. It lives in
/// the recording's ``RecordingScratchFolder``, removed with it.
struct ReplayWorkFolder {
    /// The variables the runner passes on from its own environment (``JourneyRunner``'s list).
    static let inheritedEnvironment = ["PATH", "HOME", "TMPDIR", "LLVM_PROFILE_FILE"]

    let url: URL

    var dataFolder: URL { url.appendingPathComponent("data", isDirectory: true) }
    var xdgDataHome: URL { url.appendingPathComponent("xdg-data", isDirectory: true) }
    var errorLog: URL { url.appendingPathComponent("replay-stderr.txt") }

    /// The folder at `url`, made with its empty folders.
    static func create(at url: URL) throws -> ReplayWorkFolder {
        let folder = ReplayWorkFolder(url: url)
        for url in [folder.dataFolder, folder.xdgDataHome] {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        return folder
    }

    /// The replay's command line: the runner's own words, then the journey's `# app:` words
    /// (which pin `--now`, overriding the runner's default).
    func arguments(header: RecordedHeader) -> [String] {
        ["--script", "-", "--echo", "--data-dir", dataFolder.path] + header.appArguments
    }

    /// The replay's environment, as the runner makes it: a few variables of the app's own,
    /// `LANG` from `# lang:` (else `C.UTF-8`), `NO_COLOR=1`, `XDG_DATA_HOME` in this folder.
    func environment(header: RecordedHeader, inheritingFrom parent: [String: String]) -> [String: String] {
        var environment = parent.filter { Self.inheritedEnvironment.contains($0.key) }
        environment["LANG"] = header.language ?? RecordedHeader.runnerLocale
        environment["NO_COLOR"] = "1"
        environment["XDG_DATA_HOME"] = xdgDataHome.path
        return environment
    }

    /// The last `count` lines the replay wrote to its standard error.
    func errorTail(_ count: Int) -> [String] {
        guard let text = try? String(contentsOf: errorLog, encoding: .utf8) else { return [] }
        return Array(text.split(separator: "\n").suffix(count).map(String.init))
    }
}
