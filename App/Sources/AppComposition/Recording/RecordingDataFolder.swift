import Foundation

/// Where a recorded session keeps its data. A replay starts on an empty data folder, so a
/// session recorded on a folder that already holds data would show what no replay can: a
/// recording runs on a fresh temporary folder (in its scratch folder) unless `--data-dir` names
/// one — then the person is warned when that folder already holds data — or `--in-memory`.
enum RecordingDataFolder: Equatable {
    /// `--in-memory`: nothing kept.
    case inMemory
    /// The folder `--data-dir` named, and whether it already held data.
    case given(URL, holdsData: Bool)
    /// A fresh folder, removed with the recording's scratch folder.
    case fresh(URL)

    /// The folder for a session started with `dataDir` and `inMemory`; `fresh` when neither.
    static func choose(dataDir: String?, inMemory: Bool, fresh: URL) -> RecordingDataFolder {
        if inMemory { return .inMemory }
        if let dataDir {
            let url = URL(fileURLWithPath: dataDir)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return .given(url, holdsData: !entries.isEmpty)
        }
        return .fresh(fresh)
    }

    /// The `--data-dir` the session runs with: the temporary folder's, or as given.
    func dataDir(given: String?) -> String? {
        switch self {
        case .fresh(let url): url.path
        case .inMemory, .given: given
        }
    }

    /// What the person is told on standard error before the session starts, if anything.
    var warning: String? {
        guard case .given(let url, holdsData: true) = self else { return nil }
        return "app: recording on \(url.path), which already holds data; a replay of the journey starts on an "
            + "empty data folder, so what it prints may differ from what this session shows (the journey holds what "
            + "the replay prints)."
    }
}
